import type { Tx } from '@portal/service-kit';

/** The tables of mails waiting for a job to send them (same status, attempts and due columns). */
export type MailQueue = 'agency_mails' | 'event_alert_mails';

export async function markQueuedMailSent(tx: Tx, queue: MailQueue, id: string): Promise<void> {
  await tx`update ${tx(queue)} set status = 'sent', attempts = attempts + 1, sent_at = now() where id = ${id}`;
}

/** A refused send: tried again in `retryInMs`, or given up (`failed`) after the last attempt. */
export async function markQueuedMailRefused(
  tx: Tx,
  queue: MailQueue,
  id: string,
  outcome: { error: string; retryInMs: number | null },
): Promise<void> {
  await tx`
    update ${tx(queue)}
       set attempts = attempts + 1, last_error = ${outcome.error},
           status = ${outcome.retryInMs === null ? 'failed' : 'pending'},
           due_at = now() + make_interval(secs => ${(outcome.retryInMs ?? 0) / 1000})
     where id = ${id}`;
}
