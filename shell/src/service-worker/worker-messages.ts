/**
 * What the page and the portal's service worker say to each other (plain data: both sides import it).
 * `skip-waiting`: the user accepted the update, the waiting worker takes over. `get-version`: the
 * worker answers its build's version on the message's port. `cache-urls`: files the page loaded
 * before the worker controlled it, to keep for offline use; answered on the port once done.
 */
export type WorkerMessage = { type: 'skip-waiting' } | { type: 'get-version' } | { type: 'cache-urls'; urls: string[] };

export type VersionAnswer = { version: string };
export type CachedAnswer = { cached: number };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type === 'skip-waiting' || type === 'get-version') return true;
  return type === 'cache-urls' && Array.isArray(urls) && urls.every((url) => typeof url === 'string');
}
