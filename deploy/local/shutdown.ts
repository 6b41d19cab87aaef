import { step } from './log.js';

type Stopper = { name: string; stop: () => Promise<void> };

/** What the start command has started, to be stopped in reverse order (once). */
export class ShutdownStack {
  private readonly stoppers: Stopper[] = [];
  private running: Promise<void> | undefined;

  add(name: string, stop: () => Promise<void>): void {
    if (this.running) throw new Error(`'${name}' registered after the shutdown began`);
    this.stoppers.push({ name, stop });
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const stopper of this.stoppers.reverse()) await stopQuietly(stopper);
    })();
    return this.running;
  }
}

async function stopQuietly(stopper: Stopper): Promise<void> {
  step(`stopping ${stopper.name}`);
  try {
    await stopper.stop();
  } catch (error) {
    console.error(`[start] could not stop ${stopper.name}: ${(error as Error).message}`);
  }
}
