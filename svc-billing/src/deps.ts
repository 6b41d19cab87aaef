import type { ServiceDeps } from '@portal/service-kit';
import type { Mailer } from '@portal/service-kit/mail/smtp-mailer';

export const SERVICE_NAME = 'billing';

/** What billing's routes need; built by main.ts, or by tests around a database of their own. */
export type BillingDeps = ServiceDeps & {
  /** Mails the documents sent to customers (commercial documents' `send`). */
  mailer: Mailer;
};
