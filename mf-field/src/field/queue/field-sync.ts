import { FIELD_ATTACHMENT_CALLS, FIELD_BATCH_MAX, FIELD_CALLS, type FieldMessageInput } from '@portal/contracts';
import { callApi, isApiError } from '@portal/kit/core';
import { queueStore, type QueuedFile, type QueuedMessage } from './queue-store.js';

/** 01 §4 Event sync: idle, transmitting, failed (waiting for a retry), retrying. */
export type SyncStatus = 'idle' | 'transmitting' | 'failed' | 'retrying';

/** A message the server refused (4xx): the agent decides whether to skip it and go on. */
export type Refusal = { entry: QueuedMessage; message: string; code: string };

export type SyncState = {
  status: SyncStatus;
  /** Messages still to transmit (skipped ones left out). */
  pending: QueuedMessage[];
  retries: number;
  refusal: Refusal | null;
  /** Messages the server applied in this tab, with when: shown until a newer server state arrives. */
  sent: { message: FieldMessageInput; at: number }[];
};

/** Wait before the n-th retry: 2^n seconds, between 1 and 60 (01 §4). */
export const retryDelayMs = (retries: number) => Math.min(60, Math.max(1, 2 ** retries)) * 1000;

type Owner = { agencyId: string; userId: string };

/**
 * The phone's queue of field messages: each action is written to IndexedDB first, then sent in
 * order by batches of 50; the server applies each once (its uuid), so a batch sent twice is
 * harmless. A network failure or a server error is retried with backoff; a refusal (4xx) stops the
 * queue until the agent skips the message or asks to retry. The photos of a batch's messages are
 * uploaded first (each once: its id makes a resend harmless), a refused photo refusing its message.
 */
export function createFieldSync(owner: Owner, send = sendBatch, upload = uploadFile) {
  let state: SyncState = { status: 'idle', pending: [], retries: 0, refusal: null, sent: [] };
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<SyncState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const reload = async () =>
    set({ pending: (await queueStore.all(owner.agencyId, owner.userId)).filter((entry) => !entry.skipped) });

  const scheduleRetry = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), retryDelayMs(state.retries));
  };

  const drain = async () => {
    await reload();
    while (state.pending.length > 0 && !state.refusal) {
      const batch = state.pending.slice(0, FIELD_BATCH_MAX);
      set({ status: state.retries > 0 ? 'retrying' : 'transmitting' });
      let current: QueuedMessage | undefined;
      try {
        for (let entry of batch) {
          current = entry;
          for (const file of entry.files.filter((one) => !one.uploaded)) {
            await upload(owner.agencyId, file);
            entry = await queueStore.markUploaded(entry, file.id);
          }
        }
        current = undefined;
        await send(
          owner.agencyId,
          batch.map((entry) => entry.message),
        );
        await queueStore.remove(batch.map((entry) => entry.seq!));
        const at = Date.now();
        set({
          retries: 0,
          sent: [...state.sent, ...batch.map((entry) => ({ message: entry.message, at }))].slice(-500),
        });
      } catch (error) {
        if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
          const applied = new Set(
            Array.isArray(error.details['applied']) ? (error.details['applied'] as string[]) : [],
          );
          await queueStore.remove(batch.filter((entry) => applied.has(entry.uuid)).map((entry) => entry.seq!));
          const refused =
            current ??
            batch.find((entry) => entry.uuid === error.details['uuid']) ??
            batch.find((entry) => !applied.has(entry.uuid))!;
          await reload();
          set({ status: 'failed', refusal: { entry: refused, message: error.message, code: error.code } });
          return;
        }
        set({ status: 'failed', retries: state.retries + 1 });
        scheduleRetry();
        return;
      }
      await reload();
    }
    if (!state.refusal) set({ status: 'idle', retries: 0 });
  };

  const flush = (): Promise<void> => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Keeps the message (and its photos) on the phone, then tries to send the queue. */
    async enqueue(message: FieldMessageInput, files: QueuedFile[] = []) {
      await queueStore.add({ ...owner, uuid: message.uuid, message, files, skipped: false });
      await reload();
      void flush();
    },
    flush,
    /** 'Oui': the refused message is marked skipped and the following ones go. */
    async skipRefused() {
      if (!state.refusal) return;
      await queueStore.markSkipped(state.refusal.entry);
      set({ refusal: null, retries: 0 });
      await flush();
    },
    /** 'Non': the message stays first in the queue; it is tried again later. */
    keepRefused() {
      set({ refusal: null, retries: state.retries + 1, status: 'failed' });
      scheduleRetry();
    },
    start() {
      window.addEventListener('online', onOnline);
      void flush();
    },
    stop() {
      window.removeEventListener('online', onOnline);
      clearTimeout(timer);
    },
  };
  function onOnline() {
    set({ retries: 0 });
    void flush();
  }
}
export type FieldSync = ReturnType<typeof createFieldSync>;

async function sendBatch(agencyId: string, messages: FieldMessageInput[]): Promise<void> {
  await callApi('operations', `/agency/${agencyId}/field/messages`, {
    method: 'POST',
    body: { messages },
    schema: FIELD_CALLS.sync.response,
    notify: false,
  });
}

async function uploadFile(agencyId: string, file: QueuedFile): Promise<void> {
  await callApi(
    'operations',
    `/agency/${agencyId}/field/attachment/${file.id}?fileName=${encodeURIComponent(file.fileName)}`,
    {
      method: 'PUT',
      file: { content: file.content, type: file.contentType },
      schema: FIELD_ATTACHMENT_CALLS.uploadAttachment.response,
      notify: false,
    },
  );
}
