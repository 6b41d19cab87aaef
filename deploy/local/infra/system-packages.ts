import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';
import { isRoot, runChecked } from '../exec.js';
import { step } from '../log.js';

/** Debian packages the local infrastructure comes from. */
export type SystemPackage = 'postgresql' | 'nats-server';

// Debian installs nats-server in /usr/sbin, which is not on a normal user's PATH.
const EXTRA_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable named `name` on PATH (then the sbin folders), or undefined. */
export function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean), ...EXTRA_DIRS];
  return dirs.map((dir) => path.join(dir, name)).find(isExecutable);
}

function compareVersionsDescending(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The folder holding `initdb` and `pg_ctl`: the highest `/usr/lib/postgresql/<version>/bin` (Debian
 * keeps them off PATH), else wherever PATH has them.
 */
export function findPostgresBinDir(debianRoot = '/usr/lib/postgresql'): string | undefined {
  let versions: string[] = [];
  try {
    versions = readdirSync(debianRoot).filter((name) => /^\d+(\.\d+)*$/.test(name));
  } catch {
    // Not a Debian-style install.
  }
  for (const version of versions.sort(compareVersionsDescending)) {
    const dir = path.join(debianRoot, version, 'bin');
    if (isExecutable(path.join(dir, 'initdb')) && isExecutable(path.join(dir, 'pg_ctl'))) return dir;
  }
  const initdb = findExecutable('initdb');
  if (initdb && isExecutable(path.join(path.dirname(initdb), 'pg_ctl'))) return path.dirname(initdb);
  return undefined;
}

export function findNatsServer(): string | undefined {
  const configured = process.env.NATS_SERVER_BIN;
  if (configured)
    return configured.includes('/') ? (isExecutable(configured) ? configured : undefined) : findExecutable(configured);
  return findExecutable('nats-server');
}

function isInstalled(pkg: SystemPackage): boolean {
  return pkg === 'postgresql' ? findPostgresBinDir() !== undefined : findNatsServer() !== undefined;
}

let aptUpdated = false;

/**
 * Makes sure the given system packages are there: as root on Debian they are installed with
 * apt-get; otherwise the start stops with the exact command to run.
 */
export async function ensureSystemPackages(packages: SystemPackage[]): Promise<void> {
  const missing = packages.filter((pkg) => !isInstalled(pkg));
  if (missing.length === 0) return;
  const command = `sudo apt-get install ${missing.join(' ')}`;
  if (!isRoot()) {
    throw new Error(
      `Missing system package(s): ${missing.join(', ')}. Install them with:\n\n    ${command}\n\n` +
        'or point the start command at running servers with DATABASE_URL / NATS_URL.',
    );
  }
  const aptGet = findExecutable('apt-get');
  if (!aptGet)
    throw new Error(`Missing system package(s): ${missing.join(', ')}, and no apt-get here to install them.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  step(`installing ${missing.join(', ')} with apt-get (running as root)…`);
  if (!aptUpdated) {
    await runChecked(aptGet, ['update'], { env });
    aptUpdated = true;
  }
  await runChecked(aptGet, ['install', '-y', ...missing], { env, echoPrefix: '[apt]' });
  const stillMissing = missing.filter((pkg) => !isInstalled(pkg));
  if (stillMissing.length > 0) throw new Error(`apt-get ran but ${stillMissing.join(', ')} still cannot be found.`);
}
