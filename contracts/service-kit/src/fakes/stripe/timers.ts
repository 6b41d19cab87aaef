/** The fake's pending timers (SEPA settlements, webhook retries), all cleared by `close()`. */
export class Timers {
  private readonly pending = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  after(ms: number, task: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.pending.delete(timer);
      task();
    }, ms);
    this.pending.set(timer, () => undefined);
  }

  /** Resolves true after `ms`, or false as soon as the fake closes. */
  sleep(ms: number): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(timer);
        resolve(true);
      }, ms);
      this.pending.set(timer, () => resolve(false));
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    this.closed = true;
    for (const [timer, cancel] of this.pending) {
      clearTimeout(timer);
      cancel();
    }
    this.pending.clear();
  }
}
