import { transaction, type Logger, type Sql, type Tx } from '@portal/service-kit';
import { backoffDelay, sleep } from '@portal/service-kit/events/backoff';
import { createWakeSignal } from '@portal/service-kit/events/wake-signal';
import type { Mailer } from '../mail/mailer.js';
import { prepareInvitation } from './prepare-invitation.js';
import {
  claimDueInvitations,
  closeInvitation,
  INVITATIONS_CHANNEL,
  rescheduleInvitation,
  type ClaimedInvitation,
} from './repo.js';

export type InvitationDispatcherOptions = {
  sql: Sql;
  logger: Logger;
  mailer: Mailer;
  /** The shell's origin: the password link opens its reset screen. */
  portalUrl: string;
  /** Safety-net poll when no notification arrives (default 5000 ms). */
  idleMs?: number;
  /** Invitations claimed per round (default 20). */
  batchSize?: number;
  /** Attempts of one invitation before it is given up with an error log (default 30, about 4 h). */
  maxAttempts?: number;
  /** Delay before the second attempt of a failed send, doubled at each failure (default 5000 ms). */
  retryBaseMs?: number;
};

export type InvitationDispatcher = { stop(): Promise<void> };

const SEND_RETRY_MAX_MS = 10 * 60_000;
const ROUND_RETRY_BASE_MS = 500;
const ROUND_RETRY_MAX_MS = 30_000;

type Round = 'drained' | 'more' | 'failed';

/**
 * Sends the invitations the event handlers recorded (at least once): each round claims the due ones
 * under a lease (replicas share the work), commits a password link for each, then mails it and marks
 * it sent. A failed send is retried with an exponential backoff (5 s … 10 min) until `maxAttempts`;
 * a dispatcher that dies between the mail and the mark leaves the lease to expire and the invitation
 * is sent again (with a new link; the first one stays valid). Rounds start on NOTIFY 'invitations'
 * and on a poll every `idleMs`.
 */
export async function startInvitationDispatcher(options: InvitationDispatcherOptions): Promise<InvitationDispatcher> {
  const { sql, mailer, portalUrl } = options;
  const logger = options.logger.child({ component: 'invitation-dispatcher' });
  const idleMs = options.idleMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 30;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const wake = createWakeSignal();
  const halt = new AbortController();
  const asPlatform = <T>(work: (tx: Tx) => Promise<T>) => transaction(sql, { kind: 'platform' }, work);

  const giveBack = async (claimed: ClaimedInvitation, error: unknown): Promise<void> => {
    const message = error instanceof Error ? error.message : String(error);
    if (claimed.attempts >= maxAttempts) {
      await asPlatform((tx) => closeInvitation(tx, claimed.id, { status: 'failed', reason: message }));
      logger.error({ invitationId: claimed.id, attempts: claimed.attempts, err: error }, 'invitation given up');
      return;
    }
    const retryInMs = backoffDelay(claimed.attempts, retryBaseMs, SEND_RETRY_MAX_MS);
    await asPlatform((tx) => rescheduleInvitation(tx, claimed.id, retryInMs, message));
    logger.warn(
      { invitationId: claimed.id, attempts: claimed.attempts, retryInMs, err: error },
      'invitation not sent, will retry',
    );
  };

  const dispatch = async (claimed: ClaimedInvitation): Promise<void> => {
    const prepared = await prepareInvitation(sql, claimed.id, portalUrl);
    if (prepared.kind === 'cancelled') {
      logger.info({ invitationId: claimed.id, reason: prepared.reason }, 'invitation cancelled');
      return;
    }
    if (prepared.kind === 'gone') return;
    try {
      await mailer.send(prepared.mail);
    } catch (error) {
      await giveBack(claimed, error);
      return;
    }
    await asPlatform((tx) => closeInvitation(tx, claimed.id, { status: 'sent' }));
    logger.info({ invitationId: claimed.id, userId: prepared.userId }, 'invitation sent');
  };

  const round = async (): Promise<Round> => {
    const claimed = await asPlatform((tx) => claimDueInvitations(tx, batchSize));
    for (const invitation of claimed) {
      if (halt.signal.aborted) break; // the lease gives the rest back
      await dispatch(invitation);
    }
    return claimed.length < batchSize ? 'drained' : 'more';
  };

  const loop = async (): Promise<void> => {
    let failures = 0;
    while (!halt.signal.aborted) {
      let outcome: Round;
      try {
        outcome = await round();
      } catch (error) {
        logger.error({ err: error }, 'invitation round failed');
        outcome = 'failed';
      }
      if (outcome === 'failed') {
        failures += 1;
        await sleep(backoffDelay(failures, ROUND_RETRY_BASE_MS, ROUND_RETRY_MAX_MS), halt.signal);
        continue;
      }
      failures = 0;
      if (outcome === 'drained') await wake.wait(idleMs);
    }
  };

  // The second callback runs on every (re)connection of the listener: catch up on missed notifications.
  const listener = await sql.listen(
    INVITATIONS_CHANNEL,
    () => wake.notify(),
    () => wake.notify(),
  );
  const running = loop();
  logger.info({ idleMs, batchSize }, 'invitation dispatcher started');

  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        halt.abort();
        wake.notify();
        await running;
        await listener.unlisten();
        logger.info('invitation dispatcher stopped');
      })();
      return stopped;
    },
  };
}
