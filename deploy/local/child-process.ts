import { spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { formatLogLine, onLines } from './log.js';

export type ExitInfo = { code: number | null; signal: NodeJS.Signals | null };

export type ManagedProcess = {
  name: string;
  pid: number;
  /** Resolves when the process has exited (it never rejects). */
  exited: Promise<ExitInfo>;
  isRunning(): boolean;
  /** The last lines it wrote (stdout and stderr), for error messages. */
  lastLines(count?: number): string[];
  /** SIGTERM to its whole process group, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<ExitInfo>;
};

const running = new Set<ManagedProcess>();

// Safety net: if the start command dies without its orderly shutdown, take its children along.
process.once('exit', () => {
  for (const child of running) signalGroup(child.pid, 'SIGTERM');
});

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  if (!Number.isInteger(pid) || pid <= 1) return; // never -1 (every process) nor init
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Spawns a long-running process in its own process group (so a terminal Ctrl-C reaches the start
 * command only, which then stops everything in order), keeps its recent output, and either echoes
 * it with a `[name]` prefix or writes it to `logFile`.
 */
export function spawnManaged(options: {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  echo?: boolean;
  logFile?: string;
}): ManagedProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const recent: string[] = [];
  let file: WriteStream | undefined;
  if (options.logFile) file = createWriteStream(options.logFile, { flags: 'a' });
  const prefix = `[${options.name}]`;
  const onLine = (line: string) => {
    recent.push(line);
    if (recent.length > 200) recent.shift();
    file?.write(`${line}\n`);
    if (options.echo) console.log(`${prefix} ${formatLogLine(line).replaceAll('\n', `\n${prefix} `)}`);
  };
  onLines(child.stdout, onLine);
  onLines(child.stderr, onLine);

  let alive = true;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('error', (error) => {
      onLine(`could not start ${options.command}: ${error.message}`);
      alive = false;
      resolve({ code: -1, signal: null });
    });
    child.once('exit', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    });
  }).finally(() => {
    running.delete(managed);
    file?.end();
  });

  const managed: ManagedProcess = {
    name: options.name,
    pid: child.pid ?? -1,
    exited,
    isRunning: () => alive,
    lastLines: (count = 20) => recent.slice(-count),
    stop: async (graceMs = 20_000) => {
      if (!alive) return exited;
      signalGroup(managed.pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(managed.pid, 'SIGKILL'), graceMs);
      const info = await exited;
      clearTimeout(timer);
      // The group leader is gone; make sure nothing it spawned lingers (npm → sh → node chains).
      signalGroup(managed.pid, 'SIGKILL');
      return info;
    },
  };
  if (child.pid !== undefined) running.add(managed);
  return managed;
}
