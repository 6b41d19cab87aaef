import type { FieldBatchResult, FieldMessage } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { settingsStore } from '../settings/repo.js';
import { addEventMessage, declareEvent } from './declared-events.js';
import type { FieldContext } from './field-context.js';
import { observeRound, passCheckpoint, startRound, stopRound } from './round.js';
import { endService, extendService, startBreak, startService, stopBreak } from './service-lifecycle.js';

/** How far ahead of the server's clock a phone's time may be (clocks drift; a day ahead is a wrong clock). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

type Handler = (context: FieldContext) => Promise<void>;
const HANDLERS = {
  'service.start': startService,
  'service.extend': extendService,
  'service.end': endService,
  'break.start': startBreak,
  'break.stop': stopBreak,
  'event.create': declareEvent,
  'message.add': addEventMessage,
  'message.edit': addEventMessage,
  'message.delete': addEventMessage,
  'round.start': startRound,
  'round.checkpoint': passCheckpoint,
  'round.observation': observeRound,
  'round.stop': stopRound,
} as Record<FieldMessage['type'], Handler>;

const serviceOf = (message: FieldMessage) => ('serviceId' in message ? message.serviceId : null);

/** Applies one message unless it was applied before: false for a replay (nothing done). */
async function applyOnce(context: FieldContext): Promise<boolean> {
  const { tx, agencyId, agentId, message, deviceAt } = context;
  const inserted = await tx`
    insert into field_messages (uuid, agency_id, author_id, type, service_id, device_at)
    values (${message.uuid}, ${agencyId}, ${agentId}, ${message.type}, ${serviceOf(message)}, ${deviceAt})
    on conflict (uuid) do nothing`;
  if (inserted.count === 0) return false;
  if (new Date(deviceAt).getTime() > Date.now() + FUTURE_TOLERANCE_MS) throw new AppError('FIELD_MESSAGE_IN_FUTURE');
  await HANDLERS[message.type](context);
  return true;
}

/**
 * Applies a batch of the phone's queue in order, in one transaction, each message in a savepoint:
 * a refused one is undone alone, the ones before it are committed, and its error answers with
 * `details.uuid` (which) and `details.applied` (those before it); the ones after it wait.
 */
export async function applyFieldMessages(
  sql: Sql,
  agencyId: string,
  caller: { agentId: string; isAgent: boolean },
  messages: readonly FieldMessage[],
  write: WriteContext,
): Promise<FieldBatchResult> {
  const result: FieldBatchResult = { applied: [], duplicates: [] };
  let refusal: AppError | null = null;
  await transaction(
    sql,
    write.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      const stored = await settingsStore.find(tx, agencyId);
      if (!stored) throw new AppError('AGENCY_NOT_FOUND');
      for (const message of messages) {
        const context = {
          tx,
          agencyId,
          ...caller,
          message,
          deviceAt: new Date(message.createdAt).toISOString(),
          settings: stored.settings,
          write,
        };
        try {
          const applied = await tx.savepoint((inner: Tx) => applyOnce({ ...context, tx: inner }));
          (applied ? result.applied : result.duplicates).push(message.uuid);
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          refusal = new AppError(error.code, {
            details: {
              ...error.details,
              uuid: message.uuid,
              type: message.type,
              applied: [...result.applied, ...result.duplicates],
            },
            internal: error.message,
          });
          return;
        }
      }
    },
    write.audit,
  );
  if (refusal) throw refusal;
  return result;
}
