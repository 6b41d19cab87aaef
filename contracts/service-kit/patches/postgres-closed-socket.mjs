/**
 * postgres.js 3.4.9 crashes the process when a connection's socket closes while a small write is
 * scheduled (`nextWrite` runs `socket.write` on null from a setImmediate: an uncaught TypeError,
 * porsager/postgres#1154, #1208, unfixed upstream when written): a PostgreSQL restart under load
 * killed a service. The guard makes such a write reject its queries with CONNECTION_CLOSED (the
 * driver then reconnects), and the two teardowns forget the scheduled write and its bytes, which a
 * reconnected socket must never receive. Applied to the ESM and CommonJS builds; idempotent.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MARK = '/* portal patch: closed-socket write guard (porsager/postgres#1208) */';

const EDITS = [
  {
    find: '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    replace:
      `  function nextWrite(fn) {\n    ${MARK}\n    if (!socket) {\n` +
      '      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n' +
      '      chunk = nextWriteTimer = null\n' +
      "      error(Errors.connection('CONNECTION_CLOSED', options))\n" +
      '      return false\n    }\n    const x = socket.write(chunk, fn)',
  },
  {
    find: "    clearImmediate(nextWriteTimer)\n    socket.removeListener('data', data)",
    replace:
      "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener('data', data)",
  },
  {
    find: '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    replace: '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  },
];

/** Patches one build of the driver; answers what it did. */
export function patchConnectionFile(file) {
  if (!existsSync(file)) return 'absent';
  const text = readFileSync(file, 'utf8');
  if (text.includes(MARK)) return 'already patched';
  let patched = text;
  for (const edit of EDITS) {
    if (!patched.includes(edit.find)) return 'unknown version';
    patched = patched.replace(edit.find, edit.replace);
  }
  writeFileSync(file, patched);
  return 'patched';
}

/** Patches every build of the driver installed under `root`'s node_modules. */
export function patchPostgres(root) {
  const dir = path.join(root, 'node_modules', 'postgres');
  return ['src', 'cjs/src'].map((build) => {
    const file = path.join(dir, build, 'connection.js');
    return { file, outcome: patchConnectionFile(file) };
  });
}
