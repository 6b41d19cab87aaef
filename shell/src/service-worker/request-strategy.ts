import { isServiceUrl, type WorkerConfig } from './worker-config.js';

/**
 * How the worker answers a request. `pass`: not at all, the browser fetches it as if there were no
 * worker (API calls, other sites). `navigation`: the network, else the last page kept. `network-first`:
 * the network, else the copy kept (manifests, remote entries, the config). `cache-first`: the copy
 * kept, else the network (files named by their content hash never change). `stale-while-revalidate`:
 * the copy kept at once, refreshed behind (images, fonts).
 */
export type Strategy = 'pass' | 'navigation' | 'network-first' | 'cache-first' | 'stale-while-revalidate';

/** What the decision reads of a request (a plain object, so that it can be tested without a worker). */
export type RequestFacts = {
  url: string;
  method: string;
  mode: string;
  destination: string;
  hasAuthorization: boolean;
};

export type StrategyContext = {
  /** The worker's scope: the shell's folder on its origin. */
  scope: string;
  /** Undefined until `portal.config.json` is known. */
  config: WorkerConfig | undefined;
  /** The precached files, as absolute addresses. */
  precached: ReadonlySet<string>;
};

/** Files whose name carries their content hash (`[name].[contenthash:8].js`). */
export const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;
const MEDIA_FILE = /\.(png|jpe?g|gif|svg|webp|ico|woff2?|ttf|otf)$/i;
export const CONFIG_FILE = 'portal.config.json';

/**
 * Decided without the config: what is never the worker's to answer whatever the config says, a call
 * that changes something or carries credentials, or an address that is not http(s).
 */
export function alwaysPassed(facts: Pick<RequestFacts, 'method' | 'hasAuthorization'>, url: URL): boolean {
  return facts.method !== 'GET' || facts.hasAuthorization || (url.protocol !== 'http:' && url.protocol !== 'https:');
}

export function strategyFor(facts: RequestFacts, context: StrategyContext): Strategy {
  const url = new URL(facts.url);
  if (alwaysPassed(facts, url)) return 'pass';
  const { config } = context;
  if (config && isServiceUrl(url, config)) return 'pass';
  const scope = new URL(context.scope);
  const own = url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
  if (facts.mode === 'navigate') return own ? 'navigation' : 'pass';
  const remote = config?.remoteOrigins.includes(url.origin) ?? false;
  if (!own && !remote) return 'pass';
  const configFile = own && url.pathname === `${scope.pathname}${CONFIG_FILE}`;
  const hashed = HASHED_FILE.test(url.pathname);
  // Without the config, a path of the shell's origin could be an API's: only the shell's known files.
  if (!config && !(configFile || hashed || context.precached.has(url.href))) return 'pass';
  if (configFile) return 'network-first';
  if (hashed) return 'cache-first';
  if (facts.destination === 'image' || facts.destination === 'font' || MEDIA_FILE.test(url.pathname)) {
    return 'stale-while-revalidate';
  }
  return 'network-first';
}
