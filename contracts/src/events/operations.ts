import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { MoneySchema } from '../common/money.js';

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

/** A service's hours by kind of time, decimal hours (01 §3: day, night, Sunday, holiday). */
export const HoursSplitSchema = z.object({
  day: z.number().min(0),
  night: z.number().min(0),
  sunday: z.number().min(0),
  holiday: z.number().min(0),
  total: z.number().min(0),
});

/**
 * What billing keeps of a service (DOMAIN-MAP: estimated vs done, margins): its slot, site,
 * customer, what is sold and how, its agents. Statuses and billing modes as in operations' services.
 */
export const ServicePayloadSchema = z.object({
  agencyId: IdSchema,
  serviceId: IdSchema,
  reference: z.string(),
  siteId: IdSchema,
  siteName: z.string(),
  customerId: IdSchema,
  customerName: z.string(),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  status: z.int(),
  category: z.string(),
  prestation: z.object({ label: z.string(), unitPrice: MoneySchema }),
  billingMode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  nbAgents: z.int().min(1),
  agentIds: z.array(IdSchema),
});
export type ServicePayload = z.infer<typeof ServicePayloadSchema>;

/**
 * A finished service, for its billable line (DOMAIN-MAP): the hours worked by kind of time (holiday
 * first, then night, then Sunday, the rest day: each hour counts once, in its dearest kind) and the
 * agency's night and holiday factors at the time it finished.
 */
/** How many main-courante lines a proof of service carries at most (the count says how many there were). */
export const PROOF_MAIN_COURANTE_LIMIT = 40;

/**
 * What was done, as the customer may see it (issue 14: the proof-of-service pack of invoices): the
 * real times, the agents, the round's checkpoints passed, and the service's main-courante lines of
 * the types the site shows its customer, each with its chain hash (01: the main courante is
 * tamper-evident; anyone can check a line against the site's export).
 */
export const ServiceProofSchema = z.object({
  realStartAt: z.iso.datetime({ offset: true }).nullable(),
  realEndAt: z.iso.datetime({ offset: true }).nullable(),
  agents: z.array(z.object({ id: IdSchema, name: z.string() })),
  /** The round of the service's site, when one was walked. */
  round: z.object({ passed: z.int().min(0), expected: z.int().min(0) }).nullable(),
  mainCourante: z.object({
    total: z.int().min(0),
    entries: z
      .array(
        z.object({
          at: z.iso.datetime({ offset: true }),
          type: z.string(),
          content: z.string().max(300),
          hash: z.string(),
        }),
      )
      .max(PROOF_MAIN_COURANTE_LIMIT),
  }),
});
export type ServiceProof = z.infer<typeof ServiceProofSchema>;

export const ServiceFinishedPayloadSchema = ServicePayloadSchema.extend({
  finishedAt: z.iso.datetime({ offset: true }),
  hours: HoursSplitSchema,
  nightFactor: z.number().min(0),
  holidayFactor: z.number().min(0),
  /** Absent from events published before proofs existed. */
  proof: ServiceProofSchema.optional(),
});
export type ServiceFinishedPayload = z.infer<typeof ServiceFinishedPayloadSchema>;

/**
 * A report (bon d'intervention) signed on the phone at the end of a service (DOMAIN-MAP: billing
 * mails it to the customer and joins it to the proof of service). The drawn signatures stay in
 * operations: the event says who signed and when.
 */
export const ReportSignedPayloadSchema = ServicePayloadSchema.extend({
  agentId: IdSchema,
  signedAt: z.iso.datetime({ offset: true }),
  realStartAt: z.iso.datetime({ offset: true }),
  realEndAt: z.iso.datetime({ offset: true }),
  /** The customer's representative who signed too, or '' when only the agent signed. */
  customerSignatory: z.string(),
  customerSigned: z.boolean(),
  comment: z.string(),
});
export type ReportSignedPayload = z.infer<typeof ReportSignedPayloadSchema>;

/**
 * An event written in a site's main courante whose type the site has set to notify the agency or the
 * customer (01 §3 defaults `notifyAgency`, `notifyCustomer`): billing mails the agency and the
 * customer's contacts who receive the event reports ('Rapport d’événements').
 */
export const EventAlertedPayloadSchema = z.object({
  agencyId: IdSchema,
  eventId: IdSchema,
  siteId: IdSchema.nullable(),
  siteName: z.string(),
  customerId: IdSchema.nullable(),
  serviceReference: z.string().nullable(),
  typeKey: z.string(),
  typeName: z.string(),
  content: z.string(),
  /** The phone's time of the fact. */
  at: z.iso.datetime({ offset: true }),
  authorName: z.string(),
  notifyAgency: z.boolean(),
  notifyCustomer: z.boolean(),
});
export type EventAlertedPayload = z.infer<typeof EventAlertedPayloadSchema>;
