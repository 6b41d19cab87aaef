import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { ROOT_DIR } from './config.js';
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
  const shellPort = new URL(env.PORTAL_URL ?? 'http://localhost:8080').port || '80';
  return FRONTEND_DIRS.filter(hasStartScript).map((dir) => ({
    dir,
    process: spawnManaged({
      name: dir,
      command: 'npm',
      args: ['start', '-w', dir],
      cwd: ROOT_DIR,
      // The shell listens where PORTAL_URL says; each remote on its own default port (contracts' REMOTES).
      env: { ...process.env, ...env, ...(dir === 'shell' ? { PORT: shellPort } : {}) },
      echo: true,
    }),
  }));
}

/** Waits for the shell (when started) to answer on the portal URL. */
export async function waitForShell(
  frontends: RunningFrontend[],
  portalUrl: string,
  stopRequested: () => boolean,
): Promise<void> {
  const shell = frontends.find((frontend) => frontend.dir === 'shell');
  if (!shell) return;
  const up = await waitUntil(() => isHttpUp(portalUrl), {
    timeoutMs: 120_000,
    intervalMs: 500,
    givesUp: () => !shell.process.isRunning() || stopRequested(),
  });
  if (!up && !stopRequested()) {
    throw new Error(
      `The shell did not answer on ${portalUrl}. Its last log lines:\n${shell.process.lastLines(20).join('\n')}`,
    );
  }
}
