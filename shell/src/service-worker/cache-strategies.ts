import { isScreensKeptNote } from './remote-files.js';

/**
 * The worker's caches and the ways it answers from them. Every copy is kept under its plain address
 * (a remote's script asked without CORS is fetched again with CORS, so that its status can be read
 * and a failure is never kept).
 */
export const PRECACHE_PREFIX = 'portal-precache-';
export const RUNTIME_CACHE = 'portal-runtime-v1';
/** Copies kept at run time beyond which the oldest go (hashed chunks of past deployments). */
const RUNTIME_LIMIT = 400;
/** A network slower than this, when a copy is kept, is not waited for. */
const NETWORK_TIMEOUT_MS = 6_000;
/**
 * How long a fetch event stays open for a network answer nobody waits for any more (the copy
 * answered; the fresh one would only be kept): a new version's activation waits for the open
 * events, so one hanging fetch could hold 'Rafraîchir' back for ever.
 */
const BACKGROUND_LIMIT_MS = 10_000;

const MATCH = { ignoreVary: true } as const;

/** Only a whole, successful, readable answer is kept. */
export function keepable(response: Response): boolean {
  return response.status === 200 && response.type !== 'opaque' && !response.redirected;
}

/** Fetches for the cache: the page's own request on its origin, a CORS request without credentials elsewhere. */
export function fetchFresh(request: Request | string, ownOrigin: string): Promise<Response> {
  const url = typeof request === 'string' ? request : request.url;
  if (new URL(url).origin === ownOrigin) return fetch(request);
  return fetch(url, { mode: 'cors', credentials: 'omit' });
}

/**
 * Drops the oldest copies beyond the limit. The notes that a remote's screens are kept whole (one per
 * remote) are not counted, but go with any copy dropped: it may be one of those screens' files, and
 * the next load then looks them through again.
 */
async function trimRuntime(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const copies = keys.filter((key) => !isScreensKeptNote(key.url));
  const dropped = copies.slice(0, Math.max(0, copies.length - RUNTIME_LIMIT));
  if (dropped.length === 0) return;
  const notes = keys.filter((key) => isScreensKeptNote(key.url));
  await Promise.all([...dropped, ...notes].map((key) => cache.delete(key)));
}

export async function keep(url: string, response: Response): Promise<void> {
  const cache = await caches.open(RUNTIME_CACHE);
  await cache.put(url, response);
  await trimRuntime(cache);
}

/** The copy kept of an address, from the precache or the run-time cache. */
export function kept(url: string): Promise<Response | undefined> {
  return caches.match(url, MATCH);
}

type Fetcher = () => Promise<Response>;
type Defer = (work: Promise<unknown>) => void;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms));
}

/**
 * Work an event waits for, no longer than `ms` (by default the background limit): the event then
 * ends whatever the work does, so that a new version's activation is never held back by it.
 */
export function bounded(work: Promise<unknown>, ms = BACKGROUND_LIMIT_MS): Promise<unknown> {
  return Promise.race([work, timeout(ms)]).catch(() => undefined);
}

function fetchAndKeep(
  url: string,
  load: Fetcher,
  defer: Defer,
  onFresh?: (response: Response) => void,
): Promise<Response> {
  const network = load().then((response) => {
    if (keepable(response)) {
      onFresh?.(response.clone());
      defer(bounded(keep(url, response.clone())));
    }
    return response;
  });
  defer(bounded(network));
  return network;
}

/** The network; when it fails (or is slow and a copy is kept), the copy; `fallback` when there is none. */
export async function networkFirst(
  url: string,
  load: Fetcher,
  defer: Defer,
  options: { fallback?: () => Promise<Response | undefined>; onFresh?: (response: Response) => void } = {},
): Promise<Response> {
  const network = fetchAndKeep(url, load, defer, options.onFresh);
  const copy = kept(url).then(async (response) => response ?? (await options.fallback?.()));
  try {
    const cached = await copy;
    return await (cached ? Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]) : network);
  } catch (error) {
    const cached = await copy;
    if (cached) return cached;
    throw error;
  }
}

export async function cacheFirst(url: string, load: Fetcher, defer: Defer): Promise<Response> {
  return (await kept(url)) ?? fetchAndKeep(url, load, defer);
}

export async function staleWhileRevalidate(url: string, load: Fetcher, defer: Defer): Promise<Response> {
  const network = fetchAndKeep(url, load, defer);
  return (await kept(url)) ?? network;
}
