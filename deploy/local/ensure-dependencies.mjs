/**
 * `npm start` and `npm test` install the npm dependencies themselves when they are missing or stale
 * (`prestart` / `pretest`): plain Node, since nothing else is installed yet. After every install the
 * root `postinstall` records the hash of package-lock.json in node_modules (`--record`); a later run
 * compares it with the lock of the checkout and runs `npm ci` when they differ.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STAMP = '.portal-dependencies';

const lockHash = (root) =>
  createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');

/** 'missing' (no node_modules), 'stale' (installed from another lock, or not recorded) or 'fresh'. */
export function dependenciesState(root) {
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) return 'missing';
  const stamp = path.join(modules, STAMP);
  if (!existsSync(stamp)) return 'stale';
  return readFileSync(stamp, 'utf8').trim() === lockHash(root) ? 'fresh' : 'stale';
}

/** Writes the lock's hash in node_modules: what was just installed. */
export function recordDependencies(root) {
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules)) writeFileSync(path.join(modules, STAMP), `${lockHash(root)}\n`);
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  if (process.argv.includes('--record')) return recordDependencies(root);
  const state = dependenciesState(root);
  if (state === 'fresh') return;
  const why = state === 'missing' ? 'no node_modules yet' : 'package-lock.json changed since the last install';
  console.log(`[deps] ${why}: installing the npm dependencies (npm ci, about half a minute)…`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[deps] npm ci failed: see its output above.');
    process.exit(result.status ?? 1);
  }
  console.log('[deps] dependencies installed');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
