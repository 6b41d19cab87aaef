/**
 * A level-triggered wake-up: `notify()` ends the current `wait()`, or the next one when nobody is
 * waiting, so that a notification arriving while the relay is busy is not lost.
 */
export type WakeSignal = {
  notify(): void;
  /** Resolves on the next notification or after `timeoutMs`, whichever comes first. */
  wait(timeoutMs: number): Promise<void>;
};

export function createWakeSignal(): WakeSignal {
  let pending = false;
  let wake: (() => void) | null = null;
  return {
    notify() {
      if (wake) wake();
      else pending = true;
    },
    wait(timeoutMs) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => wake?.(), timeoutMs);
        wake = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
      });
    },
  };
}
