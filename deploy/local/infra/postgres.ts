import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { isRoot, runCommand, runChecked } from '../exec.js';
import { step } from '../log.js';
import { isPortOpen } from '../wait.js';
import { findExecutable, findPostgresBinDir } from './system-packages.js';

export type PostgresServer = {
  /** A superuser URL, used only to create the services' roles and databases. */
  adminUrl: string;
  description: string;
  /** Whether this run started it (and so stops it on the way out). */
  startedHere: boolean;
  /** For a local cluster (started here or reused): resolves when its postmaster is gone (checked every second). */
  ended?: Promise<string>;
  stop(): Promise<void>;
};

const OS_USER = 'postgres';

/** A PostgreSQL tool's command line; as root, run as the `postgres` system user (PostgreSQL refuses root). */
function pgTool(binDir: string, tool: string, args: string[]): [string, string[]] {
  const file = path.join(binDir, tool);
  if (!isRoot()) return [file, args];
  return [findExecutable('runuser') ?? '/usr/sbin/runuser', ['-u', OS_USER, '--', file, ...args]];
}

async function canConnect(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Uses a server given by DATABASE_URL (an admin URL); nothing is started nor stopped. */
export async function useExternalPostgres(adminUrl: string): Promise<PostgresServer> {
  const shown = new URL(adminUrl);
  shown.password = shown.password ? '***' : '';
  if (!(await canConnect(adminUrl))) throw new Error(`Cannot connect to DATABASE_URL (${shown.toString()}).`);
  return { adminUrl, description: `external server ${shown.host}`, startedHere: false, stop: async () => undefined };
}

/** The port a running cluster listens on, from line 4 of its postmaster.pid. */
function runningPort(dataDir: string): number | undefined {
  try {
    const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
    return Number.isInteger(port) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
}

async function prepareDataDir(dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  if (!existsSync(dataDir)) mkdirSync(dataDir, { mode: 0o700 });
  if (!isRoot()) return;
  // The cluster runs as `postgres`: it must be able to walk into our own `.data/`.
  chmodSync(parent, statSync(parent).mode | 0o011);
  const id = await runCommand('id', ['-u', OS_USER]);
  if (id.code !== 0) throw new Error(`Running as root, but there is no '${OS_USER}' system user to run PostgreSQL as.`);
  await runChecked('chown', ['-R', `${OS_USER}:${OS_USER}`, dataDir]);
  const access = await runCommand(findExecutable('runuser') ?? 'runuser', ['-u', OS_USER, '--', 'test', '-w', dataDir]);
  if (access.code !== 0) {
    throw new Error(
      `The '${OS_USER}' user cannot reach ${dataDir} (a parent folder is closed to other users).\n` +
        `Open the parent folders (chmod o+x) or give the start command a server with DATABASE_URL.`,
    );
  }
}

async function initCluster(binDir: string, dataDir: string): Promise<void> {
  step(`creating a PostgreSQL cluster in ${dataDir}`);
  const locales = (await runCommand('locale', ['-a'])).output.toLowerCase().split('\n');
  const locale = locales.includes('c.utf8') || locales.includes('c.utf-8') ? 'C.UTF-8' : 'C';
  await runChecked(
    ...pgTool(binDir, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      `--locale=${locale}`,
      '--no-sync',
      '--no-instructions',
    ]),
  );
}

/**
 * A project-local PostgreSQL cluster in `dataDir` (created on first use, then reused), listening on
 * 127.0.0.1:`port` with trust authentication. A cluster that is already running is reused and left
 * running.
 */
export async function startLocalPostgres(options: { dataDir: string; port: number }): Promise<PostgresServer> {
  const binDir = findPostgresBinDir();
  if (!binDir) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found.');
  const { dataDir } = options;
  const urlFor = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
      throw new Error(`${dataDir} exists but holds no PostgreSQL cluster: remove it and start again.`);
    }
    await prepareDataDir(dataDir);
    await initCluster(binDir, dataDir);
  } else {
    await prepareDataDir(dataDir);
  }

  const status = await runCommand(...pgTool(binDir, 'pg_ctl', ['-D', dataDir, 'status']));
  const alreadyRunningOn = status.code === 0 ? runningPort(dataDir) : undefined;
  if (alreadyRunningOn !== undefined && (await canConnect(urlFor(alreadyRunningOn)))) {
    step(`reusing the PostgreSQL cluster already running on port ${alreadyRunningOn} (left running on exit)`);
    return {
      adminUrl: urlFor(alreadyRunningOn),
      description: `local cluster ${dataDir} (already running)`,
      startedHere: false,
      // Ours all the same (our data directory): watched, and started again if it goes.
      ended: postmasterGone(dataDir),
      stop: async () => undefined,
    };
  }

  if (await isPortOpen(options.port)) {
    throw new Error(`Port ${options.port} is already in use: set PORT_POSTGRES to a free port.`);
  }
  const logFile = path.join(dataDir, 'server.log');
  const serverOptions = `-p ${options.port} -k '${dataDir}' -c listen_addresses=127.0.0.1 -c fsync=off`;
  try {
    await runChecked(
      ...pgTool(binDir, 'pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']),
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- ${logFile} (end) ---\n${tail(logFile, 15)}`);
  }
  return {
    adminUrl: urlFor(options.port),
    description: `local cluster ${dataDir}, port ${options.port}`,
    startedHere: true,
    ended: postmasterGone(dataDir),
    stop: async () => {
      await runChecked(...pgTool(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']));
    },
  };
}

/** The postmaster's PID, from line 1 of its postmaster.pid. */
function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 1 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Resolves when the cluster's postmaster is no longer running (a crash, a kill, or a stop): the
 * cluster runs detached, so the start command watches its PID.
 */
function postmasterGone(dataDir: string): Promise<string> {
  const pid = postmasterPid(dataDir);
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (pid !== undefined && isAlive(pid)) return;
      clearInterval(timer);
      resolve(pid === undefined ? 'has no postmaster.pid' : `postmaster ${pid} is gone`);
    }, 1_000);
    timer.unref();
  });
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
