import { z } from 'zod';
import { IdSchema } from '../common/ids.js';

/** Account status of a collaborator (01 §4): 100 with licence, 200 without, 300 archived, 400 deleted. */
export const CollaboratorAccountStatusSchema = z.union([
  z.literal(100),
  z.literal(200),
  z.literal(300),
  z.literal(400),
]);
export type CollaboratorAccountStatus = z.infer<typeof CollaboratorAccountStatusSchema>;

/**
 * What identity and billing keep of a collaborator (DOMAIN-MAP): identity gives him a login account
 * and an invitation, and follows his licence; billing names him on contracts and documents.
 */
export const CollaboratorPayloadSchema = z.object({
  agencyId: IdSchema,
  collaboratorId: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  plannable: z.boolean(),
  status: CollaboratorAccountStatusSchema,
});
export type CollaboratorPayload = z.infer<typeof CollaboratorPayloadSchema>;

/** What billing keeps of a site: its name and customer on invoice rows and reports. */
export const SitePayloadSchema = z.object({
  agencyId: IdSchema,
  siteId: IdSchema,
  customerId: IdSchema,
  name: z.string(),
  status: z.union([z.literal(100), z.literal(200), z.literal(300)]),
});
export type SitePayload = z.infer<typeof SitePayloadSchema>;
