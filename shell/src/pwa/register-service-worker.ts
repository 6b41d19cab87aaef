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
  /** Resolves once the page has loaded nothing for a moment (a new version's takeover waits for it). */
  quiet: () => Promise<void>;
  /**
   * Hands `keep` what the page loaded before now (the worker just took it): at once what is done,
   * then, as they finish, the requests still under way (they went by the network, not the worker).
   */
  handOverLoaded: (keep: (urls: string[]) => void) => void;
};

/** How long requests under way when the worker takes the page are waited for. */
const HAND_OVER_MS = 60_000;
/** How long the page must load nothing before a new version is let take it. */
const QUIET_MS = 1_000;
/** A page that never stops loading is not waited for longer than this. */
const QUIET_AT_MOST_MS = 15_000;

/**
 * Resolves once no file or call of the page has ended for `QUIET_MS` (observed, not read from the
 * performance buffer, which stops at 250 entries). Chromium stops the old version to activate the
 * new one, and gives the activation up for minutes when a request of the page wakes the old one
 * meanwhile (the screens prefetched once the portal is idle, seen in CI): 'Rafraîchir' waits for a
 * quiet moment first.
 */
function quiet(): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now();
    let lastLoaded = started;
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? undefined
        : new PerformanceObserver(() => {
            lastLoaded = performance.now();
          });
    observer?.observe({ type: 'resource' });
    const check = () => {
      const now = performance.now();
      if (now - lastLoaded < QUIET_MS && now - started < QUIET_AT_MOST_MS) {
        setTimeout(check, 200);
        return;
      }
      observer?.disconnect();
      resolve();
    };
    check();
  });
}

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
    quiet,
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
  // Otherwise the page waits for the takeover, asked once the page is quiet (see `quiet`). It never
  // reloads before: a navigation made while the browser holds the new version back hung for minutes.
  workerUpdate.takeOverAfter(() => (tookOver ? undefined : environment.quiet()));
  workerUpdate.subscribe(() => {
    if (workerUpdate.get().accepted && tookOver) reloadOnce();
  });
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { updateViaCache: 'none' });
    watchForUpdates(registration, container);
    setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  } catch (error) {
    console.warn('portal: the service worker could not be registered', error);
  }
}
