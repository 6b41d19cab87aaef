import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkerMessage } from '../service-worker/worker-messages.js';
import {
  registerServiceWorker,
  type RegistrationEnvironment,
  type WorkerContainer,
} from './register-service-worker.js';
import { workerUpdate } from './worker-update.js';

/** A service worker as the page sees it: its state, and what the page posts to it. */
class FakeWorker extends EventTarget {
  posted: WorkerMessage[] = [];
  constructor(public state: string) {
    super();
  }
  postMessage(message: WorkerMessage): void {
    this.posted.push(message);
  }
  become(state: string): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = () => Promise.resolve();
  found(worker: FakeWorker): void {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** `navigator.serviceWorker` with a registration the test drives, and what it was asked. */
class FakeContainer extends EventTarget implements WorkerContainer {
  registered: { url: string; options?: RegistrationOptions }[] = [];
  constructor(
    public controller: FakeWorker | null,
    readonly registration = new FakeRegistration(),
  ) {
    super();
  }
  register(url: string, options?: RegistrationOptions) {
    this.registered.push({ url, options });
    return Promise.resolve(this.registration);
  }
  take(worker: FakeWorker): void {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function environment(container: WorkerContainer | undefined) {
  const reloads: number[] = [];
  /** The page's loading: quiet at once, unless the test holds it until it settles. */
  const loading = { held: false, settle: () => undefined as void };
  const env: RegistrationEnvironment = {
    container,
    loaded: Promise.resolve(),
    reload: () => reloads.push(1),
    quiet: () =>
      loading.held
        ? new Promise<void>((resolve) => {
            loading.settle = resolve;
          })
        : Promise.resolve(),
    // Done when the worker takes the page, then one still under way.
    handOverLoaded: (keep) => {
      keep(['http://localhost:8202/mf-manifest.json']);
      keep(['http://localhost:8202/remoteEntry.js']);
    },
  };
  return { env, reloads, loading };
}

afterEach(() => workerUpdate.reset());

describe("the shell's service worker registration", () => {
  it('does nothing where the browser has no service workers', async () => {
    await expect(registerServiceWorker(environment(undefined).env)).resolves.toBeUndefined();
    expect(workerUpdate.get().waiting).toBeUndefined();
  });

  it('registers sw.js beside the page; the first visit hands the new worker what the page loaded, and offers no update', async () => {
    const container = new FakeContainer(null);
    const { env, reloads } = environment(container);
    await registerServiceWorker(env);
    expect(container.registered).toEqual([{ url: 'sw.js', options: { updateViaCache: 'none' } }]);

    const first = new FakeWorker('installing');
    container.registration.found(first);
    first.become('installed');
    first.become('activated');
    container.take(first);
    expect(first.posted).toEqual([
      { type: 'cache-urls', urls: ['http://localhost:8202/mf-manifest.json'] },
      { type: 'cache-urls', urls: ['http://localhost:8202/remoteEntry.js'] },
    ]);
    expect(workerUpdate.get().waiting).toBeUndefined();
    expect(reloads).toEqual([]);
  });

  it("a new deployment's worker waits: the prompt is offered; accepted, it takes over and the page reloads once", async () => {
    const current = new FakeWorker('activated');
    const container = new FakeContainer(current);
    const { env, reloads } = environment(container);
    await registerServiceWorker(env);

    const next = new FakeWorker('installing');
    container.registration.found(next);
    expect(workerUpdate.get().waiting).toBeUndefined();
    next.become('installed');
    expect(workerUpdate.get().waiting).toBe(next);

    workerUpdate.accept();
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    container.take(next);
    container.take(next);
    expect(reloads).toEqual([1]);
    // A page already controlled at its start never hands over its files again.
    expect(current.posted).toEqual([]);
  });

  it("a new version that took the page before 'Rafraîchir' (the last page it replaced reloaded): accepted, the page reloads at once", async () => {
    const current = new FakeWorker('activated');
    const container = new FakeContainer(current);
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const { env, reloads } = environment(container);
    await registerServiceWorker(env);
    expect(workerUpdate.get().waiting).toBe(next);

    next.become('activated');
    container.take(next);
    expect(reloads).toEqual([]);
    workerUpdate.accept();
    expect(reloads).toEqual([1]);
    container.take(next);
    expect(reloads).toEqual([1]);
  });

  it("'Rafraîchir' while the page is still loading: the new version is asked once it is quiet, and the page reloads only when it took over", async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    const next = new FakeWorker('installed');
    container.registration.waiting = next;
    const { env, reloads, loading } = environment(container);
    await registerServiceWorker(env);
    loading.held = true;
    workerUpdate.accept();
    await Promise.resolve();
    expect(next.posted).toEqual([]);
    loading.settle();
    await vi.waitFor(() => expect(next.posted).toEqual([{ type: 'skip-waiting' }]));
    expect(reloads).toEqual([]);
    container.take(next);
    expect(reloads).toEqual([1]);
  });

  it('a worker already waiting when the page loads is offered at once', async () => {
    const container = new FakeContainer(new FakeWorker('activated'));
    container.registration.waiting = new FakeWorker('installed');
    await registerServiceWorker(environment(container).env);
    expect(workerUpdate.get().waiting).toBe(container.registration.waiting);
  });

  it('a registration the browser refuses only logs: the portal goes on', async () => {
    const container = new FakeContainer(null);
    container.register = () => Promise.reject(new Error('SecurityError'));
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(registerServiceWorker(environment(container).env)).resolves.toBeUndefined();
    } finally {
      console.warn = warn;
    }
  });
});
