import { mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { spawnManaged, type ManagedProcess } from '../child-process.js';
import { step, warn } from '../log.js';
import { isPortOpen, waitUntil } from '../wait.js';
import { findNatsServer } from './system-packages.js';

export type NatsServer = {
  url: string;
  description: string;
  /** The process, when this run started it (watched for unexpected exits, stopped on the way out). */
  process?: ManagedProcess;
  stop(): Promise<void>;
};

/** True when the server on host:port greets like NATS (`INFO {...}`). */
function speaksNats(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString('utf8').startsWith('INFO '));
    });
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Uses a server given by NATS_URL; nothing is started nor stopped. */
export async function useExternalNats(url: string): Promise<NatsServer> {
  const first = url.split(',')[0] ?? url;
  const parsed = new URL(first.includes('://') ? first : `nats://${first}`);
  if (!(await isPortOpen(Number(parsed.port || 4222), parsed.hostname))) {
    warn(`NATS_URL ${url} does not answer yet; the services will keep retrying.`);
  }
  return { url, description: `external server ${url}`, stop: async () => undefined };
}

/**
 * A project-local NATS server with JetStream, its store in `storeDir`, on 127.0.0.1:`port`. Its log
 * goes to `logFile`. A NATS server already on that port (left from an earlier run) is reused.
 */
export async function startLocalNats(options: {
  storeDir: string;
  port: number;
  logFile: string;
}): Promise<NatsServer> {
  const url = `nats://127.0.0.1:${options.port}`;
  if (await isPortOpen(options.port)) {
    if (await speaksNats(options.port)) {
      step(`reusing the NATS server already running on port ${options.port} (left running on exit)`);
      return { url, description: `already running on port ${options.port}`, stop: async () => undefined };
    }
    throw new Error(
      `Port ${options.port} is already in use by something that is not NATS: set PORT_NATS to a free port.`,
    );
  }
  const bin = findNatsServer();
  if (!bin) throw new Error('nats-server not found.');
  mkdirSync(options.storeDir, { recursive: true });
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const child = spawnManaged({
    name: 'nats',
    command: bin,
    args: ['-a', '127.0.0.1', '-p', String(options.port), '-js', '-sd', options.storeDir],
    logFile: options.logFile,
  });
  const up = await waitUntil(() => isPortOpen(options.port), { timeoutMs: 15_000, givesUp: () => !child.isRunning() });
  if (!up) {
    await child.stop(2000);
    throw new Error(
      `nats-server did not start on port ${options.port}. Last lines:\n${child.lastLines(15).join('\n')}`,
    );
  }
  return {
    url,
    description: `local server, port ${options.port}, store ${options.storeDir}`,
    process: child,
    stop: async () => {
      await child.stop(10_000);
    },
  };
}
