import { describe, expect, it } from 'vitest';
import { spawnManaged, type ManagedProcess } from './child-process.js';
import { supervise, type Running } from './supervisor.js';

/** A real long-running process (a Node that waits). */
const sleeper = () =>
  spawnManaged({ name: 'sleeper', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'] });

const running = (child: ManagedProcess): Running => ({
  ended: child.exited.then((info) => (info.signal ? `exited (signal ${info.signal})` : `exited (code ${info.code})`)),
  stop: async () => void (await child.stop(2_000)),
});

const until = async (condition: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the start command’s supervisor', () => {
  it('starts again a process killed with SIGKILL after a backoff, and says so', async () => {
    const said: string[] = [];
    let current = sleeper();
    const supervisor = supervise(running(current), {
      name: 'NATS',
      baseDelayMs: 100,
      say: (message) => said.push(message),
      start: async () => running((current = sleeper())),
    });
    const first = current;
    process.kill(first.pid, 'SIGKILL');
    await until(() => said.includes('NATS is back'));
    expect(said[0]).toBe('NATS exited (signal SIGKILL); restarting in 0.1 s…');
    expect(current).not.toBe(first);
    expect(current.isRunning()).toBe(true);
    // Killed again soon after: the wait doubles.
    process.kill(current.pid, 'SIGKILL');
    await until(() => said.filter((line) => line === 'NATS is back').length === 2);
    expect(said[2]).toBe('NATS exited (signal SIGKILL); restarting in 0.2 s…');
    expect(supervisor.restarts()).toBe(2);
    await supervisor.stop();
    expect(current.isRunning()).toBe(false);
  });

  it('does not start again what it was told to stop', async () => {
    const said: string[] = [];
    const child = sleeper();
    let started = 0;
    const supervisor = supervise(running(child), {
      name: 'billing',
      baseDelayMs: 50,
      say: (message) => said.push(message),
      start: async () => {
        started += 1;
        return running(sleeper());
      },
    });
    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([child.isRunning(), started, said]).toEqual([false, 0, []]);
  });

  it('tries again a start that fails, and leaves alone what shouldRestart refuses', async () => {
    const said: string[] = [];
    let attempts = 0;
    const child = sleeper();
    const supervisor = supervise(running(child), {
      name: 'operations',
      baseDelayMs: 50,
      say: (message) => said.push(message),
      start: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('port 8102 is already in use');
        return running(sleeper());
      },
    });
    process.kill(child.pid, 'SIGKILL');
    await until(() => said.includes('operations is back'));
    expect(said.filter((line) => line.includes('could not start again'))).toHaveLength(2);
    await supervisor.stop();

    const refused = sleeper();
    const starting = supervise(running(refused), {
      name: 'identity',
      start: async () => running(sleeper()),
      shouldRestart: () => false,
      say: (message) => said.push(message),
    });
    process.kill(refused.pid, 'SIGKILL');
    await refused.exited;
    await starting.stop();
    expect(starting.restarts()).toBe(0);
  });
});
