import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports.js';

export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? 'nats-server';

async function waitForPort(port: number, up: boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open === up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nats-server port ${port} did not become ${up ? 'open' : 'closed'}`);
}

/**
 * A real NATS JetStream server of the test's own (its own port and store), which the test may stop
 * and start again to prove that nothing is lost while the broker is away.
 */
export type TestNatsServer = {
  url: string;
  port: number;
  /** SIGTERM by default; SIGKILL is a crash (what JetStream had not written is lost with it). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
};

export async function startNatsServer(): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'nats-test-'));
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    child = spawn(NATS_SERVER_BIN, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    });
    await waitForPort(port, true);
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    if (!running) return;
    child = null;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill(signal);
    await exited;
    await waitForPort(port, false);
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start,
    stop,
    destroy: async () => {
      await stop('SIGTERM');
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
