import type { WorkerMessage } from '../service-worker/worker-messages.js';
import { workerUpdate } from './worker-update.js';

const SERVICE_WORKER_URL = 'sw.js';
/** A long-open portal looks for a new deployment this often (a navigation also does). */
const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

type Worker = { state: string; postMessage(message: WorkerMessage, transfer?: Transferable[]): void } & Pick<
  EventTarget,
  'addEventListener'
>;
type Registration = Pick<EventTarget, 'addEventListener'> & {
  installing: Worker | null;
  waiting: Worker | null;
  update(): Promise<unknown>;
};
/** The part of `navigator.serviceWorker` used here (a fake in tests). */
export type WorkerContainer = Pick<EventTarget, 'addEventListener'> & {
  controller: Worker | null;
  register(url: string, options?: RegistrationOptions): Promise<Registration>;
};

export type RegistrationEnvironment = {
  container: WorkerContainer | undefined;
  /** Resolves once the page has loaded: the worker's install never competes with the portal's start. */
  loaded: Promise<void>;
  reload: () => void;
  /**
   * Hands `keep` what the page loaded before now (the worker just took it): at once what is done,
   * then, as they finish, the requests still under way (they went by the network, not the worker).
   */
  handOverLoaded: (keep: (urls: string[]) => void) => void;
};

/** How long requests under way when the worker takes the page are waited for. */
const HAND_OVER_MS = 60_000;
/** After 'Rafraîchir', how long the new version's takeover is waited for before the page reloads anyway. */
export const TAKEOVER_WAIT_MS = 5_000;

function handOverLoaded(keep: (urls: string[]) => void): void {
  const controlledAt = performance.now();
  keep(performance.getEntriesByType('resource').map((entry) => entry.name));
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => {
    const late = list.getEntries().filter((entry) => entry.startTime <= controlledAt);
    if (late.length > 0) keep(late.map((entry) => entry.name));
  });
  observer.observe({ type: 'resource' });
  setTimeout(() => observer.disconnect(), HAND_OVER_MS);
}

function browserEnvironment(): RegistrationEnvironment {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return {
    container: container as WorkerContainer | undefined,
    loaded:
      document.readyState === 'complete'
        ? Promise.resolve()
        : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true })),
    reload: () => window.location.reload(),
    handOverLoaded,
  };
}

/** A version installed while another controls the page waits for the user: the prompt is offered. */
function watchForUpdates(registration: Registration, container: WorkerContainer): void {
  const offerWhenInstalled = (worker: Worker) => {
    const offer = () => {
      if (worker.state === 'installed' && container.controller) workerUpdate.offer(worker);
    };
    offer();
    worker.addEventListener('statechange', offer);
  };
  if (registration.waiting && container.controller) workerUpdate.offer(registration.waiting);
  if (registration.installing) offerWhenInstalled(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) offerWhenInstalled(registration.installing);
  });
}

/**
 * Registers the portal's service worker, where the browser has them, once the page has loaded (it
 * never delays the start and a failure only logs). The first visit: when the worker takes the page,
 * it is handed the files the page loaded without it (the remotes' manifests, entries and chunks,
 * those still under way included) to keep them for offline use. Later: a new deployment's worker waits and the update prompt is offered; once the user
 * accepts, the page reloads under the new version.
 */
export async function registerServiceWorker(
  environment: RegistrationEnvironment = browserEnvironment(),
): Promise<void> {
  const { container } = environment;
  if (!container) return;
  await environment.loaded;
  const controlledAtStart = container.controller !== null;
  let reloading = false;
  let handedOver = false;
  /**
   * A new version took the page without its 'Rafraîchir': the browser activates a waiting version as
   * soon as the old one controls no page, which a reload of the last one can be for a moment (or
   * another tab accepted it). No takeover is to come: 'Rafraîchir' then reloads at once.
   */
  let tookOver = false;
  const reloadOnce = () => {
    if (!reloading) environment.reload();
    reloading = true;
  };
  container.addEventListener('controllerchange', () => {
    if (workerUpdate.get().accepted) {
      reloadOnce();
    } else if (!controlledAtStart && !handedOver) {
      handedOver = true;
      environment.handOverLoaded((urls) => container.controller?.postMessage({ type: 'cache-urls', urls }));
    } else {
      tookOver = true;
    }
  });
  // The browser may also hold the new version back while the old one finishes an event in flight
  // (up to minutes, seen under load): the page reloads anyway after a moment, under whichever version
  // the browser gives it, and one still waiting is offered again.
  let waitingForTakeover = false;
  workerUpdate.subscribe(() => {
    if (!workerUpdate.get().accepted) return;
    if (tookOver) reloadOnce();
    else if (!waitingForTakeover) {
      waitingForTakeover = true;
      setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
    }
  });
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
    watchForUpdates(registration, container);
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  } catch (error) {
    console.warn('portal: the service worker could not be registered', error);
  }
}
