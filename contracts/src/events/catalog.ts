import type { z } from 'zod';
import {
  AgencyAlteredPayloadSchema,
  AgencyCreatedPayloadSchema,
  AgencyLimitsChangedPayloadSchema,
  AgencyProfilePayloadSchema,
} from './identity.js';
import {
  CollaboratorPayloadSchema,
  EventAlertedPayloadSchema,
  ReportSignedPayloadSchema,
  ServiceFinishedPayloadSchema,
  ServicePayloadSchema,
  SitePayloadSchema,
} from './operations.js';
import {
  CustomerPayloadSchema,
  InvoicePaidPayloadSchema,
  InvoiceValidatedPayloadSchema,
  PaymentValidatedPayloadSchema,
  SubscriptionChangedPayloadSchema,
} from './billing.js';

/**
 * Every event subject with its current version and payload schema. Events only grow by optional
 * fields; a breaking change is a new subject version.
 */
export const EVENT_CATALOG = {
  'identity.agency.created': { version: 1, payload: AgencyCreatedPayloadSchema },
  'identity.agency.updated': { version: 1, payload: AgencyProfilePayloadSchema },
  'identity.agency.limits-changed': { version: 1, payload: AgencyLimitsChangedPayloadSchema },
  'identity.agency.altered': { version: 1, payload: AgencyAlteredPayloadSchema },
  'operations.collaborator.created': { version: 1, payload: CollaboratorPayloadSchema },
  'operations.collaborator.updated': { version: 1, payload: CollaboratorPayloadSchema },
  'operations.collaborator.archived': { version: 1, payload: CollaboratorPayloadSchema },
  'operations.site.created': { version: 1, payload: SitePayloadSchema },
  'operations.site.updated': { version: 1, payload: SitePayloadSchema },
  'operations.service.created': { version: 1, payload: ServicePayloadSchema },
  'operations.service.updated': { version: 1, payload: ServicePayloadSchema },
  'operations.service.cancelled': { version: 1, payload: ServicePayloadSchema },
  'operations.service.finished': { version: 1, payload: ServiceFinishedPayloadSchema },
  'operations.report.signed': { version: 1, payload: ReportSignedPayloadSchema },
  'operations.event.alerted': { version: 1, payload: EventAlertedPayloadSchema },
  'billing.customer.created': { version: 1, payload: CustomerPayloadSchema },
  'billing.customer.updated': { version: 1, payload: CustomerPayloadSchema },
  'billing.customer.archived': { version: 1, payload: CustomerPayloadSchema },
  'billing.invoice.validated': { version: 1, payload: InvoiceValidatedPayloadSchema },
  'billing.invoice.paid': { version: 1, payload: InvoicePaidPayloadSchema },
  'billing.payment.validated': { version: 1, payload: PaymentValidatedPayloadSchema },
  'billing.subscription.changed': { version: 1, payload: SubscriptionChangedPayloadSchema },
} as const satisfies Record<string, { version: number; payload: z.ZodType }>;

export type EventSubject = keyof typeof EVENT_CATALOG;
export type EventPayload<S extends EventSubject> = z.infer<(typeof EVENT_CATALOG)[S]['payload']>;
