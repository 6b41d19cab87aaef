import type { Logger, Tx } from '@portal/service-kit';
import { backoffDelay } from '@portal/service-kit/events/backoff';
import type { Mailer, OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';

/** The tables of mails waiting for a job to send them (same status, attempts and due columns). */
export type MailQueue = 'agency_mails' | 'event_alert_mails';

/** How a queue retries a mail the relay refused: backoff from `baseMs` up to `maxMs`, given up after `maxAttempts`. */
export type RetryPolicy = { maxAttempts: number; baseMs: number; maxMs: number };

export type QueuedMailSend = {
  queue: MailQueue;
  /** What the logs call it ('agency mail', 'event alert mail'). */
  name: string;
  policy: RetryPolicy;
  mailer: Mailer;
  logger: Logger;
  due: { id: string; attempts: number };
  /** Fields for the logs besides the mail's id. */
  log: Record<string, unknown>;
  /** The mail as it reads now; throwing counts as a refusal. */
  render: () => OutgoingMail | Promise<OutgoingMail>;
};

/**
 * One queued mail: rendered, sent and marked sent; a refusal is marked and tried again after a
 * backoff, or given up (`failed`, an error log) after the last attempt. Runs in the job's
 * transaction, which holds the mail's row locked.
 */
export async function sendQueuedMail(tx: Tx, send: QueuedMailSend): Promise<'sent' | 'refused'> {
  const { queue, name, policy, due } = send;
  try {
    await send.mailer.send(await send.render());
  } catch (error) {
    const attempt = due.attempts + 1;
    const retryInMs = attempt >= policy.maxAttempts ? null : backoffDelay(attempt, policy.baseMs, policy.maxMs);
    await tx`
      update ${tx(queue)}
         set attempts = attempts + 1, last_error = ${error instanceof Error ? error.message : String(error)},
             status = ${retryInMs === null ? 'failed' : 'pending'},
             due_at = now() + make_interval(secs => ${(retryInMs ?? 0) / 1000})
       where id = ${due.id}`;
    const log = { err: error, mailId: due.id, ...send.log, attempt, retryInMs };
    if (retryInMs === null) send.logger.error(log, `${name} given up`);
    else send.logger.warn(log, `${name} not sent, will retry`);
    return 'refused';
  }
  await tx`update ${tx(queue)} set status = 'sent', attempts = attempts + 1, sent_at = now() where id = ${due.id}`;
  send.logger.info({ mailId: due.id, ...send.log }, `${name} sent`);
  return 'sent';
}
