/**
 * `npm run checks`: the static checks `npm test` starts with — each workspace's typecheck, eslint and
 * prettier — run side by side, as many at once as the machine has cores (each is one busy thread),
 * instead of one after the other. Each check is timed; a failed one's output is printed whole when it
 * ends, the failed ones are named again at the end, and the exit code is then 1.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** Every check, the longest first so that the last to start are short. */
function allChecks() {
  const typechecks = readJson('package.json')
    .workspaces.filter((workspace) => readJson(path.join(workspace, 'package.json')).scripts?.typecheck)
    .map((workspace) => ({
      name: `typecheck ${workspace}`,
      command: 'npm',
      args: ['run', '--silent', 'typecheck'],
      cwd: workspace,
    }));
  return [
    { name: 'eslint', command: 'npx', args: ['eslint', '.'], cwd: '.' },
    ...typechecks,
    { name: 'prettier', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'], cwd: '.' },
  ];
}

function run(check) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, {
      cwd: path.join(ROOT, check.cwd),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`[checks] ${check.name}: ${ok ? 'ok' : `failed (exit code ${code})`} in ${seconds} s\n`);
      if (output.trim() && !ok) process.stdout.write(`${output.trimEnd()}\n`);
      resolve({ ...check, ok });
    });
  });
}

const pending = allChecks();
const results = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let check = pending.shift(); check; check = pending.shift()) results.push(await run(check));
  }),
);
const failed = results.filter((result) => !result.ok).map((result) => result.name);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `[checks] ${results.length} checks in ${seconds} s: ${failed.length ? `failed: ${failed.join(', ')}` : 'all passed'}\n`,
);
process.exitCode = failed.length ? 1 : 0;
