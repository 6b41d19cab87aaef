/**
 * Patches of third-party packages the services need until upstream fixes them, applied after each
 * `npm ci` / `npm install` (the root package's `postinstall`). Plain Node: it runs before anything
 * else is set up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchPostgres } from './postgres-closed-socket.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
for (const { file, outcome } of patchPostgres(root)) {
  const where = path.relative(root, file);
  if (outcome === 'unknown version') {
    console.warn(`[patches] ${where}: not the postgres.js the patch knows (3.4.9): check porsager/postgres#1208`);
  } else if (outcome !== 'absent') console.log(`[patches] ${where}: ${outcome}`);
}
