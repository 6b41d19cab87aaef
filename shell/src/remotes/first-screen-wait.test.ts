import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, firstScreenPrepared, waitForFirstScreen } from './first-screen-wait.js';

/** Whether the promise has settled once the pending work of the current turn has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  waitForFirstScreen(Promise.resolve());
  vi.useRealTimers();
});

describe("the portal's frame waiting for the first screen", () => {
  it('goes on at once when no first screen is prepared', async () => {
    vi.useFakeTimers();
    expect(await settled(firstScreenPrepared())).toBe(true);
  });

  it('waits for the preparation, failed or not', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    waitForFirstScreen(new Promise<void>((resolve) => (finish = resolve)));
    const waiting = firstScreenPrepared();
    expect(await settled(waiting)).toBe(false);
    finish();
    expect(await settled(waiting)).toBe(true);

    waitForFirstScreen(Promise.reject(new Error('remote down')));
    expect(await settled(firstScreenPrepared())).toBe(true);
  });

  it(`waits ${FIRST_SCREEN_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers();
    waitForFirstScreen(new Promise(() => undefined));
    const waiting = firstScreenPrepared();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
