import type { DocumentParty } from '@portal/contracts';
import type { ServiceDeps } from '@portal/service-kit';
import type { Mailer } from '@portal/service-kit/mail/smtp-mailer';
import type { PaymentProvider } from './agency-payments/payment-provider.js';

export const SERVICE_NAME = 'billing';

/** What billing's routes need; built by main.ts, or by tests around a database of their own. */
export type BillingDeps = ServiceDeps & {
  /** Mails the documents sent to customers (commercial documents' `send`). */
  mailer: Mailer;
  /** Stripe, for the agency's own subscription payments (agency-payments). */
  payments: PaymentProvider;
  /** The platform's company: the seller of the agency invoices, the creditor of the SEPA mandates (env). */
  platformSeller: DocumentParty;
};
