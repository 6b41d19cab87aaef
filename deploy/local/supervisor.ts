import { sleep } from './wait.js';
import { step } from './log.js';

/** How a supervised thing ended: what the log says of it. */
export type Ending = string;

/** A running instance of something supervised: `ended` resolves (never rejects) when it stops by itself. */
export type Running = { ended: Promise<Ending>; stop(): Promise<void> };

export type SupervisorOptions = {
  name: string;
  /** Starts it (again); rejects when it cannot. */
  start: () => Promise<Running>;
  /** Backoff between restarts: 1 s, 2 s, 4 s… up to `maxDelayMs` (30 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** After running this long, the next crash restarts it after the base delay again (60 s). */
  healthyAfterMs?: number;
  /** What it says (the start command's log by default). */
  say?: (message: string) => void;
  /**
   * Asked when it stops by itself: false leaves it stopped and ends the supervision (the start
   * command fails its start that way, while it is still starting).
   */
  shouldRestart?: (ending: Ending) => boolean;
};

export type Supervisor = {
  /** How many times it was started again after it stopped by itself. */
  restarts(): number;
  /** Stops it and stops restarting it. */
  stop(): Promise<void>;
};

/**
 * Keeps one thing of `npm start` running once it has started: when it stops by itself (a crash, a
 * kill), it is started again after a backoff, and the log says so (`NATS exited (signal SIGKILL);
 * restarting in 1 s…`, then `NATS is back`), while everything else keeps running. A start that
 * fails is tried again with the same backoff.
 */
export function supervise(first: Running, options: SupervisorOptions): Supervisor {
  const say = options.say ?? step;
  const baseDelayMs = options.baseDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 60_000;
  const halt = new AbortController();
  let current: Running | null = first;
  let restarts = 0;

  const loop = async () => {
    let failures = 0;
    let startedAt = performance.now();
    while (!halt.signal.aborted) {
      const ending = current ? await Promise.race([current.ended, aborted(halt.signal)]) : 'failed to start';
      if (halt.signal.aborted) return;
      current = null;
      if (options.shouldRestart && !options.shouldRestart(ending)) return;
      failures = performance.now() - startedAt >= healthyAfterMs ? 1 : failures + 1;
      const delayMs = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
      say(`${options.name} ${ending}; restarting in ${formatSeconds(delayMs)}…`);
      await sleep(delayMs);
      if (halt.signal.aborted) return;
      try {
        current = await options.start();
        restarts += 1;
        startedAt = performance.now();
        if (halt.signal.aborted) {
          await current.stop();
          return;
        }
        say(`${options.name} is back`);
      } catch (error) {
        say(`${options.name} could not start again: ${(error as Error).message}`);
      }
    }
  };
  const running = loop();

  return {
    restarts: () => restarts,
    async stop() {
      halt.abort();
      await running;
      await current?.stop();
    },
  };
}

function aborted(signal: AbortSignal): Promise<Ending> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopping'), { once: true }));
}

const formatSeconds = (ms: number) => `${Number.isInteger(ms / 1000) ? ms / 1000 : (ms / 1000).toFixed(1)} s`;
