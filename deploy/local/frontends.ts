import { existsSync, readFileSync } from 'node:fs';
import { REMOTES, REMOTE_NAMES } from '@portal/contracts';
import path from 'node:path';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { ROOT_DIR } from './config.js';
import { step } from './log.js';
import { isHttpUp, waitUntil } from './wait.js';

/** The front-end workspaces, shell first. Each is started when it has a `start` script. */
export const FRONTEND_DIRS = ['shell', 'mf-planning', 'mf-field', 'mf-commercial', 'mf-admin'] as const;

export type RunningFrontend = { dir: string; process: ManagedProcess };

export function hasStartScript(dir: string): boolean {
  const file = path.join(ROOT_DIR, dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
    return typeof manifest.scripts?.start === 'string';
  } catch {
    return false;
  }
}

/**
 * Starts every front end that has a `start` script (`npm start -w <dir>`: it builds, then serves its
 * files on its own origin), handing it the portal and API URLs for the shell's `portal.config.json`.
 */
export function startFrontends(env: Record<string, string>): RunningFrontend[] {
  return FRONTEND_DIRS.filter(hasStartScript).map((dir) => ({ dir, process: startFrontend(dir, env) }));
}

/** Starts one front end (`npm start -w <dir>`: an rspack build, then a static server on its origin). */
export function startFrontend(dir: string, env: Record<string, string>): ManagedProcess {
  const shellPort = new URL(env.PORTAL_URL ?? 'http://localhost:8080').port || '80';
  return spawnManaged({
    name: dir,
    command: 'npm',
    // By package name: `-w shell` would also run the nested shell/kit workspace.
    args: ['start', '-w', `@portal/${dir}`],
    cwd: ROOT_DIR,
    // The shell listens where PORTAL_URL says; each remote on its own default port (contracts' REMOTES).
    env: { ...process.env, ...env, ...(dir === 'shell' ? { PORT: shellPort } : {}) },
    echo: true,
  });
}

/** Where each started front end answers: the shell on the portal URL, each remote on its own port. */
function frontendUrl(dir: string, portalUrl: string): string {
  const remote = REMOTE_NAMES.find((name) => REMOTES[name].dir === dir);
  return remote ? `http://127.0.0.1:${REMOTES[remote].defaultPort}/mf-manifest.json` : portalUrl;
}

/**
 * Waits for every started front end to answer (each builds first: a few seconds, more on a busy
 * machine), saying what it is doing: the builds under way, each front end as it comes up, and every
 * few seconds which are still building.
 */
export async function waitForFrontends(
  frontends: RunningFrontend[],
  portalUrl: string,
  stopRequested: () => boolean,
): Promise<void> {
  if (frontends.length === 0) return;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const building = new Set(frontends.map((frontend) => frontend.dir));
  step(`building and serving the front ends: ${[...building].join(', ')} (about 15 s on two cores)…`);
  const ticker = setInterval(() => {
    if (building.size > 0) step(`still building ${[...building].join(', ')} (${elapsed()})…`);
  }, 5_000);
  try {
    await Promise.all(
      frontends.map(async (frontend) => {
        const url = frontendUrl(frontend.dir, portalUrl);
        const up = await waitUntil(() => isHttpUp(url), {
          timeoutMs: 120_000,
          intervalMs: 500,
          givesUp: () => !frontend.process.isRunning() || stopRequested(),
        });
        if (!up && !stopRequested()) {
          throw new Error(
            `${frontend.dir} did not answer on ${url}. Its last log lines:\n${frontend.process.lastLines(20).join('\n')}`,
          );
        }
        building.delete(frontend.dir);
        if (up) step(`${frontend.dir} ready (${frontends.length - building.size}/${frontends.length}, ${elapsed()})`);
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  step(`front ends ready in ${elapsed()}`);
}
