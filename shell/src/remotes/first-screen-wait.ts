/**
 * The screen the portal opens on (see `first-screen.ts`): the portal's frame waits for its page code
 * and data before its first render, for at most `FIRST_SCREEN_WAIT_MS`. Rendered first, the frame (a
 * phone's: ~130 ms of a slow phone's main thread) came before the remote's entry and page code were
 * evaluated, so before the screen's data was even asked, and the screen then rendered twice more (its
 * placeholder, then its data). Waiting, the frame and the screen render once, together. This module
 * has no dependency: the portal's root reads it before the router and the remotes' code are there.
 */
export const FIRST_SCREEN_WAIT_MS = 1_000;

let pending: Promise<unknown> = Promise.resolve();

/** Called at boot with the preparation of the first screen (resolved once its code and data are in). */
export function waitForFirstScreen(preparation: Promise<unknown>): void {
  pending = preparation;
}

/** Resolves once the first screen is prepared, at once when there is none, or after the wait. */
export function firstScreenPrepared(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    pending.then(done, done);
  });
}
