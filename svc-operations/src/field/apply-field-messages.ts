import { DAY_MS, FIELD_MESSAGE_MAX_AGE_DAYS, type FieldBatchResult, type FieldMessage } from '@portal/contracts';
import { AppError, transaction, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { settingsStore } from '../settings/repo.js';
import { requireOwnAttachments } from './attachments.js';
import { addEventMessage, declareEvents } from './declared-events.js';
import type { FieldContext } from './field-context.js';
import { observeRound, passCheckpoint, startRound, stopRound } from './round.js';
import { endService, extendService, startBreak, startService, stopBreak } from './service-lifecycle.js';

/** How far ahead of the server's clock a phone's time may be (clocks drift; a day ahead is a wrong clock). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

type Handler = (context: FieldContext) => Promise<void>;
type Declaration = Extract<FieldMessage, { type: 'event.create' }>;
const HANDLERS = {
  'service.start': startService,
  'service.extend': extendService,
  'service.end': endService,
  'break.start': startBreak,
  'break.stop': stopBreak,
  'event.create': (context: FieldContext) => declareEvents(context, [context.message as Declaration]),
  'message.add': addEventMessage,
  'message.edit': addEventMessage,
  'message.delete': addEventMessage,
  'round.start': startRound,
  'round.checkpoint': passCheckpoint,
  'round.observation': observeRound,
  'round.stop': stopRound,
} as Record<FieldMessage['type'], Handler>;

type Base = Omit<FieldContext, 'message' | 'deviceAt'>;
type Outcome = { applied: string[]; duplicates: string[] };

const serviceOf = (message: FieldMessage) => ('serviceId' in message ? message.serviceId : null);
const deviceAtOf = (message: FieldMessage) => new Date(message.createdAt).toISOString();

/** Consecutive declarations go together (set-based); every other message goes alone. */
function runsOf(messages: readonly FieldMessage[]): FieldMessage[][] {
  const runs: FieldMessage[][] = [];
  for (const message of messages) {
    const last = runs.at(-1);
    if (message.type === 'event.create' && last?.[0]?.type === 'event.create') last.push(message);
    else runs.push([message]);
  }
  return runs;
}

/** Applies the messages of a run not applied before (their uuids are claimed first: a replay does nothing). */
async function applyRun(base: Base, run: readonly FieldMessage[]): Promise<Outcome> {
  const { tx, agencyId, agentId } = base;
  const claimed = await tx<{ uuid: string }[]>`
    insert into field_messages ${tx(
      run.map((message) => ({
        uuid: message.uuid,
        agencyId,
        authorId: agentId,
        type: message.type,
        serviceId: serviceOf(message),
        deviceAt: deviceAtOf(message),
      })),
    )}
    on conflict (uuid) do nothing returning uuid`;
  const fresh = new Set(claimed.map((row) => row.uuid));
  const todo = run.filter((message) => fresh.has(message.uuid));
  if (todo.some((message) => Date.parse(message.createdAt) > Date.now() + FUTURE_TOLERANCE_MS)) {
    throw new AppError('FIELD_MESSAGE_IN_FUTURE');
  }
  if (todo.some((message) => Date.parse(message.createdAt) < Date.now() - FIELD_MESSAGE_MAX_AGE_DAYS * DAY_MS)) {
    throw new AppError('FIELD_MESSAGE_TOO_OLD');
  }
  await requireOwnAttachments(tx, { agencyId, userId: agentId }, todo);
  if (todo.length > 0 && todo[0]!.type === 'event.create') await declareEvents(base, todo as Declaration[]);
  else for (const message of todo) await HANDLERS[message.type]({ ...base, message, deviceAt: deviceAtOf(message) });
  return {
    applied: todo.map((message) => message.uuid),
    duplicates: run.filter((message) => !fresh.has(message.uuid)).map((message) => message.uuid),
  };
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError && error.status < 500;

/**
 * Applies a batch of the phone's queue in order, in one transaction, each run in a savepoint: a
 * refused message is undone alone, the ones before it are committed, and its error answers with
 * `details.uuid` (which) and `details.applied` (those before it); the ones after it wait. A run of
 * declarations refused as a whole is tried again one by one to find the message at fault.
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
      const attempt = async (run: readonly FieldMessage[]) => {
        const outcome = await tx.savepoint((inner: Tx) =>
          applyRun({ tx: inner, agencyId, ...caller, settings: stored.settings, write }, run),
        );
        result.applied.push(...outcome.applied);
        result.duplicates.push(...outcome.duplicates);
      };
      for (const run of runsOf(messages)) {
        try {
          await attempt(run);
          continue;
        } catch (error) {
          if (!isRefusal(error)) throw error;
          if (run.length === 1) {
            refusal = refusalOf(error, run[0]!, result);
            return;
          }
        }
        for (const message of run) {
          try {
            await attempt([message]);
          } catch (error) {
            if (!isRefusal(error)) throw error;
            refusal = refusalOf(error, message, result);
            return;
          }
        }
      }
    },
    write.audit,
  );
  if (refusal) throw refusal;
  return result;
}

function refusalOf(error: AppError, message: FieldMessage, result: FieldBatchResult): AppError {
  return new AppError(error.code, {
    details: {
      ...error.details,
      uuid: message.uuid,
      type: message.type,
      applied: [...result.applied, ...result.duplicates],
    },
    internal: error.message,
  });
}
