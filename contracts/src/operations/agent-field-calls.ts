import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { IdSchema } from '../common/ids.js';
import { PriceSchema } from '../common/money.js';
import { fr } from '../messages/fr.js';
import type { Role } from '../roles.js';
import { CARD_NUMBER_PATTERN, CollaboratorTypeSchema } from './collaborators.js';
import { ServiceCategorySchema } from './service-categories.js';
import { BillingModeSchema, ServiceSchema } from './services.js';

/**
 * The field screens that are not the service on duty (spec 00 §2.2, §2.4; 01 §2 Field mode):
 * terrain/contactAgence, agentBadge and servicesNonPlanifies. Sites and badges are read through
 * SITE_CALLS and CHECKPOINT_CALLS.
 */

/** Every member of the agency but its customers (who have their own routes). */
const AGENCY_MEMBERS: readonly Role[] = ['owner', 'staff', 'agent', 'support', 'super_admin'];

// ---- terrain/contactAgence -------------------------------------------------------------------------

/** How the agency is reached, as identity announced it; null fields until it did. */
export const AgencyContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phones: z.array(z.string()),
  emergencyNumbers: z.array(z.string()),
  address: z
    .object({
      street: z.string(),
      complement: z.string(),
      zipcode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
});
export type AgencyContact = z.infer<typeof AgencyContactSchema>;

// ---- agentBadge ------------------------------------------------------------------------------------

/** The collaborator's card as the agent shows it: who he is, for which agency, his professional card. */
export const AgentBadgeSchema = z.object({
  id: IdSchema,
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  registrationNumber: z.string(),
  /** The professional card number (AAA-000-0000-00-00-00000000000), when recorded. */
  cardNumber: z.string().regex(CARD_NUMBER_PATTERN).nullable(),
  type: CollaboratorTypeSchema,
  agencyName: z.string(),
});
export type AgentBadge = z.infer<typeof AgentBadgeSchema>;

// ---- servicesNonPlanifies --------------------------------------------------------------------------

/** A prestation already sold on the site: what an unplanned service there may be. */
export const UnplannedPrestationSchema = z.object({
  /** The latest service carrying it: the one the new service copies it from. */
  fromServiceId: IdSchema,
  category: ServiceCategorySchema,
  label: z.string(),
  billingMode: BillingModeSchema,
  unitPrice: PriceSchema,
});
export type UnplannedPrestation = z.infer<typeof UnplannedPrestationSchema>;

export const UnplannedPrestationsRequestSchema = z.strictObject({ siteId: IdSchema });

/** Durations offered, in minutes: half an hour to the longest service (01 §9: 720 minutes). */
export const UNPLANNED_DURATION_MIN = 30;
export const UNPLANNED_DURATION_MAX = 720;

/**
 * `POST …/field/unplanned-service`: a service for the caller himself, from now for `durationMinutes`,
 * on an active site, with a prestation already sold there (its label, category, billing mode and price
 * are the office's, never the phone's). Planning warnings answer 409 until resent with `confirmed`.
 */
export const StartUnplannedServiceSchema = z.strictObject({
  siteId: IdSchema,
  fromServiceId: IdSchema,
  durationMinutes: z
    .int({ error: fr.INTEGER_ONLY })
    .min(UNPLANNED_DURATION_MIN, { message: fr.INVALID_FORMAT })
    .max(UNPLANNED_DURATION_MAX, { message: fr.INVALID_FORMAT }),
  confirmed: z.boolean().default(false),
});
export type StartUnplannedService = z.infer<typeof StartUnplannedServiceSchema>;
export type StartUnplannedServiceInput = z.input<typeof StartUnplannedServiceSchema>;

export const AGENT_FIELD_CALLS = {
  /** terrain/contactAgence: the agency's e-mail, phones and address. */
  agencyContact: {
    method: 'GET',
    path: '/agency/:agencyId/contact',
    roles: AGENCY_MEMBERS,
    response: AgencyContactSchema,
  },
  /**
   * agentBadge (01 §7 `GET badge/agent/{id}`): a collaborator's own badge; another's needs
   * agents.list. Otherwise, or unknown: 404 'Collaborateur introuvable'.
   */
  agentBadge: {
    method: 'GET',
    path: '/agency/:agencyId/badge/agent/:agentId',
    roles: AGENCY_MEMBERS,
    response: AgentBadgeSchema,
  },
  /** The prestations sold on an active site (latest first); another agency's site: 404 'Site introuvable'. */
  unplannedPrestations: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/unplanned-prestations',
    right: 'services.create',
    body: UnplannedPrestationsRequestSchema,
    response: z.object({ data: z.array(UnplannedPrestationSchema) }),
  },
  /**
   * servicesNonPlanifies: 201 with the service, planned for the signed-in agent (role agent, else 403)
   * through the same use case as `POST …/services`; announces operations.service.created.
   */
  startUnplanned: {
    method: 'POST',
    path: '/agency/:agencyId/field/unplanned-service',
    right: 'services.create',
    body: StartUnplannedServiceSchema,
    response: ServiceSchema,
  },
} as const satisfies CallTable;
