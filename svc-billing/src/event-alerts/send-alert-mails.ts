import type { Logger, ScheduledJob, Tx } from '@portal/service-kit';
import type { Mailer } from '@portal/service-kit/mail/smtp-mailer';
import { sendQueuedMail, type RetryPolicy } from '../mail/mail-queue.js';
import { alertMail } from './alert-mail-content.js';
import { claimDueAlertMails, type DueAlertMail } from './repo.js';

/** `portalUrl`: the portal's address, which the agency's mail links to. */
export type AlertMailDeps = { mailer: Mailer; logger: Logger; portalUrl: string };

/** Mails sent a run at most: the rest wait for the next run. */
const BATCH = 50;
/** A refused mail tried again from 30 s up to 6 h apart, given up (an error log) after the tenth send. */
const RETRY: RetryPolicy = { maxAttempts: 10, baseMs: 30_000, maxMs: 6 * 3600_000 };

const send = (deps: AlertMailDeps, tx: Tx, due: DueAlertMail) =>
  sendQueuedMail(tx, {
    queue: 'event_alert_mails',
    name: 'event alert mail',
    policy: RETRY,
    mailer: deps.mailer,
    logger: deps.logger,
    due,
    log: { agencyId: due.agencyId, eventId: due.alert.eventId },
    render: () => alertMail(due, deps.portalUrl),
  });

/**
 * Job `billing.event-alert-mails` (every 10 s: an incident is urgent), in the transaction that claims
 * the occurrence: the alert mails due are sent, each locked until the run commits. At least once: a
 * run that dies after a send and before its commit sends that mail again at the next.
 */
export function eventAlertMailsJob(deps: AlertMailDeps): ScheduledJob {
  return {
    name: 'billing.event-alert-mails',
    schedule: { everySeconds: 10 },
    run: async (tx) => {
      const counts = { sent: 0, refused: 0 };
      for (const due of await claimDueAlertMails(tx, BATCH)) counts[await send(deps, tx, due)] += 1;
      return counts;
    },
  };
}
