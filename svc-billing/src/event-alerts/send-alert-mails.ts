import type { Logger, ScheduledJob, Tx } from '@portal/service-kit';
import { backoffDelay } from '@portal/service-kit/events/backoff';
import type { Mailer } from '@portal/service-kit/mail/smtp-mailer';
import { alertMail } from './alert-mail-content.js';
import { claimDueAlertMails, markAlertMailRefused, markAlertMailSent, type DueAlertMail } from './repo.js';

export type AlertMailDeps = { mailer: Mailer; logger: Logger };

/** Mails sent a run at most: the rest wait for the next run. */
const BATCH = 50;
/** Sends of one mail before it is given up with an error log (about a day of retries). */
export const ALERT_MAIL_MAX_ATTEMPTS = 10;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 6 * 3600_000;

async function send(deps: AlertMailDeps, tx: Tx, due: DueAlertMail): Promise<'sent' | 'refused'> {
  try {
    await deps.mailer.send(alertMail(due));
  } catch (error) {
    const attempt = due.attempts + 1;
    const retryInMs = attempt >= ALERT_MAIL_MAX_ATTEMPTS ? null : backoffDelay(attempt, RETRY_BASE_MS, RETRY_MAX_MS);
    await markAlertMailRefused(tx, due.id, {
      error: error instanceof Error ? error.message : String(error),
      retryInMs,
    });
    const log = { err: error, mailId: due.id, agencyId: due.agencyId, eventId: due.alert.eventId, attempt, retryInMs };
    if (retryInMs === null) deps.logger.error(log, 'event alert mail given up');
    else deps.logger.warn(log, 'event alert mail not sent, will retry');
    return 'refused';
  }
  await markAlertMailSent(tx, due.id);
  deps.logger.info({ mailId: due.id, agencyId: due.agencyId, eventId: due.alert.eventId }, 'event alert mail sent');
  return 'sent';
}

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
