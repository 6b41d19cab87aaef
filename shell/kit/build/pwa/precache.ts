import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVICE_WORKER_FILE } from './pwa-options.js';

/** Build outputs the page never loads: the worker itself and the federation's build statistics. */
const NOT_PRECACHED = new Set([SERVICE_WORKER_FILE, 'mf-stats.json']);
const NEVER = /\.(map|txt|d\.ts)$/;

/** The files of a build (rspack writes them side by side) the service worker keeps for offline use, sorted. */
export async function precacheFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !NOT_PRECACHED.has(entry.name) && !NEVER.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The worker's version: a digest of the precached files' names and contents. Another build of the
 * same sources gives another version only when a file changed (the build label is in the main
 * chunk), and each version keeps its own precache.
 */
export async function precacheVersion(dir: string, files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(await readFile(path.join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}
