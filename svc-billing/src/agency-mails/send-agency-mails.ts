import type { DocumentParty } from '@portal/contracts';
import type { Logger, Sql, Tx } from '@portal/service-kit';
import type { Mailer, OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import { agencyCreditNotePdf, agencyInvoicePdf } from '../agency-invoices/agency-invoice-pdf.js';
import { requireAgencyInvoice } from '../agency-invoices/get-agency-invoice.js';
import { sendQueuedMail, type RetryPolicy } from '../mail/mail-queue.js';
import { agencyMail } from './agency-mail-content.js';
import { claimDueMails, isTerminationMail, type DueAgencyMail } from './repo.js';
import { terminationMail } from './termination-mail-content.js';

export type AgencyMailDeps = { sql: Sql; mailer: Mailer; logger: Logger; platformSeller: DocumentParty };

/** Mails sent a run at most: the rest wait for the next minute. */
const BATCH = 20;
/** Sends of one mail before it is given up with an error log (about a day and a half of retries). */
export const AGENCY_MAIL_MAX_ATTEMPTS = 10;
const RETRY: RetryPolicy = { maxAttempts: AGENCY_MAIL_MAX_ATTEMPTS, baseMs: 60_000, maxMs: 6 * 3600_000 };

/**
 * The mail as it reads now: a renewal's with its invoice's PDF, a credit note's with the credit note's, a
 * termination's with its plan's end.
 */
async function render(deps: AgencyMailDeps, tx: Tx, due: DueAgencyMail, to: string): Promise<OutgoingMail> {
  const invoice = await requireAgencyInvoice(tx, due.invoiceId);
  if (isTerminationMail(due.kind)) return terminationMail(due.kind, to, invoice, due.planEndsAt);
  const print = due.kind === 'credit_note_issued' ? agencyCreditNotePdf : agencyInvoicePdf;
  const pdf = await print(deps, { kind: 'platform' }, due.invoiceId);
  return agencyMail(due.kind, to, invoice, pdf);
}

/** One mail: rendered, sent, and marked; a refusal is retried later. */
const send = (deps: AgencyMailDeps, tx: Tx, due: DueAgencyMail) =>
  sendQueuedMail(tx, {
    queue: 'agency_mails',
    name: 'agency mail',
    policy: RETRY,
    mailer: deps.mailer,
    logger: deps.logger,
    due,
    log: { agencyId: due.agencyId, kind: due.kind },
    render: () => {
      if (!due.to) throw new Error('the agency has no e-mail address');
      return render(deps, tx, due, due.to);
    },
  });

/**
 * Job `billing.agency-mails` (every minute, in the transaction that claims the occurrence): the
 * mails due are sent, each locked until the run commits. At least once: a run that dies after a
 * send and before its commit sends that mail again at the next.
 */
export function sendAgencyMails(deps: AgencyMailDeps) {
  return async (tx: Tx) => {
    const counts = { sent: 0, refused: 0 };
    for (const due of await claimDueMails(tx, BATCH)) counts[await send(deps, tx, due)] += 1;
    return counts;
  };
}
