import { z } from 'zod';
import { listResponseSchema, ListRequestSchema } from '../common/paging.js';
import type { CallTable } from '../common/calls.js';
import { FieldEventSchema, MainCouranteEntrySchema, MainCouranteVerificationSchema } from './field.js';

export const CustomerEventListRequestSchema = ListRequestSchema.extend({
  filters: z.strictObject({ siteId: z.uuid() }),
});
export type CustomerEventListRequest = z.output<typeof CustomerEventListRequestSchema>;

/**
 * An entry of the customer's export: whole when he may read its event (its hash can be recomputed
 * from it), else only its number and its hashes, so that the links of the chain can still be checked.
 */
export const CustomerMainCouranteEntrySchema = z.union([
  MainCouranteEntrySchema.extend({ redacted: z.literal(false) }),
  z.object({ seq: z.int(), prevHash: z.string(), hash: z.string(), redacted: z.literal(true) }),
]);
export type CustomerMainCouranteEntry = z.infer<typeof CustomerMainCouranteEntrySchema>;

/**
 * customerMc (00 §2.5, customer prefix): the main courante of the customer's own sites, read-only.
 * Only the event types the site shows its customer (`customerShow`) are listed, with their lines and
 * photos; the verification covers the whole chain (the entries he may not read included), so that he
 * can check that nothing was removed or altered without reading them, and so does the export, whose
 * entries he may not read keep their hashes only. A customer user reaches his own
 * customer only (another's id: 404), agency staff with the right any of theirs.
 */
export const CUSTOMER_FIELD_CALLS = {
  customerEvents: {
    method: 'POST',
    path: '/agency/:agencyId/customer/:customerId/fetch/events',
    right: 'missionEvents.list',
    body: CustomerEventListRequestSchema,
    response: listResponseSchema(FieldEventSchema),
  },
  customerVerifyMainCourante: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/main-courante/:siteId/verify',
    right: 'missionEvents.list',
    response: MainCouranteVerificationSchema,
  },
  customerExportMainCourante: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/main-courante/:siteId/export',
    right: 'missionEvents.list',
    response: z.object({ chainId: z.uuid(), entries: z.array(CustomerMainCouranteEntrySchema) }),
  },
  /** A photo of an event the customer may read (binary). */
  customerAttachment: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/field/attachment/:attachmentId',
    right: 'missionEvents.list',
    response: z.instanceof(Blob),
  },
} as const satisfies CallTable;
