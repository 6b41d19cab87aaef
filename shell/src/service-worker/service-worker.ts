import {
  bounded,
  cacheFirst,
  fetchFresh,
  keepable,
  kept,
  keep,
  networkFirst,
  PRECACHE_PREFIX,
  staleWhileRevalidate,
} from './cache-strategies.js';
import {
  alwaysPassed,
  CONFIG_FILE,
  HASHED_FILE,
  strategyFor,
  type RequestFacts,
  type Strategy,
} from './request-strategy.js';
import { REMOTE_MANIFEST, remoteFiles, screensKeptNote } from './remote-files.js';
import { workerConfigOf, type WorkerConfig } from './worker-config.js';
import { isWorkerMessage, type CachedAnswer, type VersionAnswer } from './worker-messages.js';

/**
 * The portal's service worker: the shell's files precached at install (one cache per build version),
 * the remotes' files, `portal.config.json`, images and fonts kept as they are used, so that after one
 * visit the portal opens with no network. API calls are never its business. A new version waits until
 * the user accepts it (the shell's update prompt sends `skip-waiting`).
 */
declare const self: ServiceWorkerGlobalScope;

const VERSION = PORTAL_SW_VERSION;
const PRECACHE = `${PRECACHE_PREFIX}${VERSION}`;
const scope = () => self.registration.scope;
const address = (file: string) => new URL(file, scope()).href;
const precached = new Set(PORTAL_SW_PRECACHE.map(address));

let config: WorkerConfig | undefined;

async function learnConfig(response: Response): Promise<void> {
  try {
    config = workerConfigOf(await response.json()) ?? config;
  } catch {
    // Not JSON: the config known until now stays.
  }
}

/** The config: known already, or the copy kept by the last visit (a worker that just woke up). */
async function knownConfig(): Promise<WorkerConfig | undefined> {
  if (config) return config;
  const response = await kept(address(CONFIG_FILE)).catch(() => undefined);
  if (response) await learnConfig(response);
  return config;
}

void knownConfig();

async function precache(): Promise<void> {
  const cache = await caches.open(PRECACHE);
  // Hashed files come from the HTTP cache the page just filled; the others are asked again.
  await cache.addAll(
    PORTAL_SW_PRECACHE.map(
      (file) => new Request(address(file), { cache: HASHED_FILE.test(file) ? 'default' : 'no-cache' }),
    ),
  );
  const response = await fetch(address(CONFIG_FILE), { cache: 'no-store' }).catch(() => undefined);
  if (response && keepable(response)) {
    await learnConfig(response.clone());
    await keep(address(CONFIG_FILE), response);
  }
}

async function dropPastVersions(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PRECACHE_PREFIX) && name !== PRECACHE).map((name) => caches.delete(name)),
  );
}

/** The page itself offline: the last one fetched at that address, else the precached one. */
async function keptPage(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return (await kept(url.href)) ?? (await kept(address('index.html')));
}

function answer(strategy: Strategy, request: Request, defer: (work: Promise<unknown>) => void): Promise<Response> {
  const own = new URL(scope()).origin;
  const load = () => fetchFresh(request, own);
  const url = request.url;
  switch (strategy) {
    case 'pass':
      return fetch(request);
    case 'navigation': {
      const key = new URL(url);
      key.search = '';
      key.hash = '';
      return networkFirst(key.href, () => fetch(request), defer, { fallback: () => keptPage(request) });
    }
    case 'network-first':
      return networkFirst(url, load, defer, { onFresh: (response) => readFresh(url, response) });
    case 'cache-first':
      return cacheFirst(url, load, defer);
    case 'stale-while-revalidate':
      return staleWhileRevalidate(url, load, defer);
  }
}

/** What the worker learns from a file fetched fresh: the config, or a remote's screens to keep. */
function readFresh(url: string, response: Response): void {
  if (url === address(CONFIG_FILE)) void learnConfig(response);
  else if (REMOTE_MANIFEST.test(new URL(url).pathname)) keepRemoteScreens(url, response);
}

/** How long after a remote's manifest is read its screens' files are looked at: the page's own loading first. */
const KEEP_SCREENS_AFTER_MS = 3_000;

/**
 * Keeps every file of a remote's screens once its manifest is read fresh (at each load, and at the
 * first visit's hand-over): every screen, and what it opens, then works offline after one visit, even
 * one never opened online (a phone reloaded offline asked for a chunk only its first screen's
 * preparation loads). Only what is not kept yet is fetched (a first visit, a new deployment), and a
 * manifest already kept whole is not looked through again (one lookup instead of one per file: they
 * competed with the next opening of a slow phone). Tied to no event, so that a new version's
 * activation never waits for it; cut short when the browser stops an idle worker, what is missing is
 * fetched at the next load.
 */
function keepRemoteScreens(manifestUrl: string, response: Response): void {
  const note = screensKeptNote(manifestUrl);
  void response
    .text()
    .then(async (text) => {
      if ((await (await kept(note))?.text()) === text) return;
      await new Promise((resolve) => setTimeout(resolve, KEEP_SCREENS_AFTER_MS));
      const { failed } = await cacheUrls(remoteFiles(manifestUrl, JSON.parse(text)));
      if (failed === 0) await keep(note, new Response(text));
    })
    .catch(() => undefined);
}

function factsOf(request: Request): RequestFacts {
  return {
    url: request.url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    hasAuthorization: request.headers.has('authorization'),
  };
}

const context = () => ({ scope: scope(), config, precached });

/** How long the page's hand-over of what it loaded keeps the worker's events open (the copies go on after). */
const CACHE_URLS_LIMIT_MS = 30_000;

/** The files being fetched to be kept: a page loaded twice meanwhile does not fetch them again. */
const keeping = new Set<string>();

/**
 * Keeps the files named (fetched one at a time, those kept already skipped): what the page loaded
 * before the worker controlled it (the first visit), the files of a remote's screens.
 */
async function cacheUrls(urls: string[]): Promise<{ cached: number; failed: number }> {
  await knownConfig();
  let cached = 0;
  let failed = 0;
  for (const url of [...new Set(urls)].slice(0, 500)) {
    // Being kept by another run: counted as not kept here, looked at again next time.
    if (keeping.has(url)) {
      failed += 1;
      continue;
    }
    keeping.add(url);
    try {
      const outcome = await keepFile(url);
      if (outcome === 'kept') cached += 1;
      if (outcome === 'failed') failed += 1;
    } finally {
      keeping.delete(url);
    }
  }
  return { cached, failed };
}

/**
 * Fetches and keeps one file: `had` when it is not the worker's to keep or is kept already (hashed),
 * `failed` when it could not be fetched whole.
 */
async function keepFile(url: string): Promise<'kept' | 'had' | 'failed'> {
  const facts = { url, method: 'GET', mode: 'cors', destination: '', hasAuthorization: false };
  let strategy: Strategy;
  try {
    strategy = strategyFor(facts, context());
  } catch {
    return 'had';
  }
  if (strategy === 'pass' || strategy === 'navigation') return 'had';
  if (strategy === 'cache-first' && (await kept(url))) return 'had';
  const response = await fetchFresh(url, new URL(scope()).origin).catch(() => undefined);
  if (!response || !keepable(response)) return 'failed';
  readFresh(url, response.clone());
  await keep(url, response);
  return 'kept';
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  // The first version takes the open pages at once; a later one only once the user accepted it.
  event.waitUntil(dropPastVersions().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (
    alwaysPassed(
      { method: request.method, hasAuthorization: request.headers.has('authorization') },
      new URL(request.url),
    )
  ) {
    return;
  }
  const defer = (work: Promise<unknown>) => event.waitUntil(work);
  if (config) {
    const strategy = strategyFor(factsOf(request), context());
    if (strategy !== 'pass') event.respondWith(answer(strategy, request, defer));
    return;
  }
  // Just woken up: the config kept is being read. The request waits for it; an API's is then fetched as is.
  event.respondWith(knownConfig().then(() => answer(strategyFor(factsOf(request), context()), request, defer)));
});

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isWorkerMessage(message)) return;
  const port = event.ports[0];
  if (message.type === 'skip-waiting') event.waitUntil(self.skipWaiting());
  if (message.type === 'get-version') port?.postMessage({ version: VERSION } satisfies VersionAnswer);
  if (message.type === 'cache-urls') {
    // Bounded: a new version waiting for 'Rafraîchir' activates only once the events under way are over.
    const work = cacheUrls(message.urls).then(({ cached }) => port?.postMessage({ cached } satisfies CachedAnswer));
    event.waitUntil(bounded(work, CACHE_URLS_LIMIT_MS));
  }
});
