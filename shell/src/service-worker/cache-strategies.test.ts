import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keep } from './cache-strategies.js';
import { screensKeptNote } from './remote-files.js';

/** The run-time cache, in memory: entries in the order they were put, as the Cache API keeps them. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(url: string, response: Response): Promise<void> {
    this.entries.delete(url);
    this.entries.set(url, response);
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request): Promise<boolean> {
    return this.entries.delete(request.url);
  }
}

const REMOTE = 'https://terrain.example.fr';
const file = (index: number) => `${REMOTE}/${index}.0123abcd.js`;
let cache: MemoryCache;

beforeEach(() => {
  cache = new MemoryCache();
  vi.stubGlobal('caches', { open: async () => cache });
});
afterEach(() => vi.unstubAllGlobals());

describe('the run-time cache', () => {
  it("keeps 400 copies, the oldest dropped first, and forgets that a remote's screens were kept whole when one goes", async () => {
    for (let index = 0; index < 400; index += 1) await keep(file(index), new Response('x'));
    const note = screensKeptNote(`${REMOTE}/mf-manifest.json`);
    await keep(note, new Response('{}'));
    // The note takes no room: nothing dropped for it.
    expect(cache.entries.size).toBe(401);
    expect(cache.entries.has(file(0))).toBe(true);

    await keep(file(400), new Response('x'));
    expect(cache.entries.has(file(0))).toBe(false);
    expect(cache.entries.has(file(1))).toBe(true);
    expect(cache.entries.has(file(400))).toBe(true);
    // The file dropped may have been one of the remote's screens: they are looked through again.
    expect(cache.entries.has(note)).toBe(false);
    expect(cache.entries.size).toBe(400);
  });
});
