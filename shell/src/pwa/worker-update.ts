import { useSyncExternalStore } from 'react';
import type { WorkerMessage } from '../service-worker/worker-messages.js';

/** The part of a `ServiceWorker` the update needs (a fake in tests). */
export type WaitingWorker = { postMessage(message: WorkerMessage): void };

export type WorkerUpdate = {
  /** A new version installed and waiting for the user's go (a new deployment). */
  waiting: WaitingWorker | undefined;
  /** 'Ignorer': the prompt stays closed until the next load. */
  dismissed: boolean;
  /** 'Rafraîchir': the page reloads as soon as the new version controls it. */
  accepted: boolean;
};

let state: WorkerUpdate = { waiting: undefined, dismissed: false, accepted: false };
const listeners = new Set<() => void>();
/** What the takeover waits for once accepted (none unless the registration says). */
let beforeTakeover: () => Promise<void> | undefined = () => undefined;

function publish(next: WorkerUpdate): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The update prompt's state (spec 00 §2.6), fed by the service worker's registration. */
export const workerUpdate = {
  get: (): WorkerUpdate => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  offer(waiting: WaitingWorker): void {
    if (state.waiting !== waiting) publish({ waiting, dismissed: false, accepted: false });
  },
  dismiss(): void {
    publish({ ...state, dismissed: true });
  },
  /** The waiting version takes over (skipWaiting); the registration reloads the page when it does. */
  accept(): void {
    const { waiting } = state;
    if (!waiting) return;
    publish({ ...state, accepted: true });
    const take = () => waiting.postMessage({ type: 'skip-waiting' });
    const gate = beforeTakeover();
    if (gate) void gate.then(take);
    else take();
  },
  /** Makes an accepted takeover wait for `gate` (the registration: until the page's loading is quiet). */
  takeOverAfter(gate: () => Promise<void> | undefined): void {
    beforeTakeover = gate;
  },
  reset(): void {
    beforeTakeover = () => undefined;
    publish({ waiting: undefined, dismissed: false, accepted: false });
  },
};

export function useWorkerUpdate(): WorkerUpdate {
  return useSyncExternalStore(workerUpdate.subscribe, workerUpdate.get, workerUpdate.get);
}
