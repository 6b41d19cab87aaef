/**
 * Retries `probe` until it stops throwing, then returns its value; after `timeoutMs` rethrows the
 * probe's last error. For tests that wait for an asynchronous effect without a fixed sleep.
 */
export async function eventually<T>(probe: () => T | Promise<T>, timeoutMs = 5_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
