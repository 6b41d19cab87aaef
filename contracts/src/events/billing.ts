import { z } from 'zod';
import { IdSchema } from '../common/ids.js';

/** A customer contact given access to the portal: identity makes him a customer user. */
export const PortalContactPayloadSchema = z.object({
  contactId: IdSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invoiceRecipient: z.boolean(),
});
export type PortalContactPayload = z.infer<typeof PortalContactPayloadSchema>;

/**
 * What operations and identity keep of a customer (DOMAIN-MAP): operations its read model for site
 * pickers and planning; identity the customer users of the contacts with portal access.
 */
export const CustomerPayloadSchema = z.object({
  agencyId: IdSchema,
  customerId: IdSchema,
  name: z.string(),
  customerNumber: z.string(),
  type: z.union([z.literal(100), z.literal(200), z.literal(300), z.literal(400)]),
  prospect: z.boolean(),
  status: z.union([z.literal(100), z.literal(200), z.literal(300)]),
  /** Every contact that has portal access now; one no longer listed loses it. */
  portalContacts: z.array(PortalContactPayloadSchema),
});
export type CustomerPayload = z.infer<typeof CustomerPayloadSchema>;
