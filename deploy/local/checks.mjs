/**
 * `npm run checks`: the static checks `npm test` starts with — the workspaces' typechecks, eslint and
 * prettier — run side by side, as many at once as the machine has cores (each is one busy thread),
 * instead of one after the other. Each check is timed; a failed one's output is printed whole when it
 * ends, the failed ones are named again at the end, and the exit code is then 1.
 *
 * The typechecks: every program a workspace's `typecheck` script names (`tsc -p <dir>`). The
 * workspaces' own programs (`tsc -p .`) are merged into one program per kind — front ends (JSX, the DOM)
 * and the rest (services, contracts, deploy) — whose files are the union of theirs: the contracts and
 * kits they all import are then checked twice instead of thirteen times (docs/running.md). Any other
 * program (the shell's service worker) runs as it is.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** A tsconfig.json: JSON with line comments. */
function readTsconfig(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  return JSON.parse(text);
}

/** The programs of each workspace's typecheck script, as paths from the root. */
function typecheckPrograms() {
  return readJson('package.json').workspaces.flatMap((workspace) => {
    const script = readJson(path.join(workspace, 'package.json')).scripts?.typecheck ?? '';
    return [...script.matchAll(/tsc -p (\S+)/g)].map((match) => path.join(workspace, match[1]));
  });
}

/**
 * One program made of the workspace programs `workspaces` (each `<workspace>/tsconfig.json`, extending
 * the base config): their includes and excludes made absolute, their libraries joined, their other
 * compiler options the same (checked). Written where `tsc -p` can read it.
 */
function mergedProgram(name, workspaces) {
  const configs = workspaces.map((workspace) => ({
    workspace,
    config: readTsconfig(path.join(workspace, 'tsconfig.json')),
  }));
  const absolute = (workspace, entries = []) => entries.map((entry) => path.join(ROOT, workspace, entry));
  const { lib: _lib, ...options } = configs[0].config.compilerOptions ?? {};
  for (const { workspace, config } of configs) {
    const { lib: _ignored, ...own } = config.compilerOptions ?? {};
    if (JSON.stringify(own) !== JSON.stringify(options)) {
      throw new Error(
        `${workspace}/tsconfig.json: compiler options differ from ${configs[0].workspace}'s: own program needed`,
      );
    }
  }
  const libs = [...new Set(configs.flatMap(({ config }) => config.compilerOptions?.lib ?? ['ES2023']))];
  // The DOM's types beside node's: without DOM.Iterable, the DOM's Headers (which then wins over
  // node's) is not iterable for the programs that did not ask for the DOM.
  if (libs.includes('DOM') && !libs.includes('DOM.Iterable')) libs.push('DOM.Iterable');
  const merged = {
    extends: path.join(ROOT, 'tsconfig.base.json'),
    compilerOptions: { ...options, lib: libs },
    include: configs.flatMap(({ workspace, config }) => absolute(workspace, config.include)),
    exclude: configs.flatMap(({ workspace, config }) => absolute(workspace, config.exclude)),
  };
  const dir = path.join(ROOT, 'node_modules', '.cache', 'portal-checks');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `tsconfig.${name}.json`);
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  return { name: `typecheck ${name} (${workspaces.join(', ')})`, command: 'npx', args: ['tsc', '-p', file], cwd: '.' };
}

/** Every check, the longest first so that the last to start are short. */
function allChecks() {
  const programs = typecheckPrograms();
  const workspaces = readJson('package.json').workspaces;
  const workspacePrograms = programs.filter((program) => workspaces.includes(program));
  const others = programs.filter((program) => !workspacePrograms.includes(program));
  const isFront = (workspace) => Boolean(readTsconfig(path.join(workspace, 'tsconfig.json')).compilerOptions?.jsx);
  return [
    mergedProgram('front-ends', workspacePrograms.filter(isFront)),
    mergedProgram(
      'services',
      workspacePrograms.filter((workspace) => !isFront(workspace)),
    ),
    { name: 'eslint', command: 'npx', args: ['eslint', '.'], cwd: '.' },
    ...others.map((program) => ({
      name: `typecheck ${program}`,
      command: 'npx',
      args: ['tsc', '-p', program],
      cwd: '.',
    })),
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
