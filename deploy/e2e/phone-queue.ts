import type { Page } from 'playwright-core';

/**
 * The field messages queued on the phone (mf-field's IndexedDB), a line each: order, skipped or not,
 * type, event type, the phone's time. Printed when a field journey fails, to tell what was queued.
 */
export async function queuedOnPhone(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opened = indexedDB.open('portal-field');
        opened.onerror = () => resolve(['(the queue could not be read)']);
        opened.onsuccess = () => {
          const read = opened.result.transaction('messages').objectStore('messages').getAll();
          read.onsuccess = () =>
            resolve(
              (read.result as { seq: number; skipped: boolean; message: Record<string, unknown> }[]).map((entry) =>
                [
                  entry.seq,
                  entry.skipped ? 'skipped' : 'queued',
                  entry.message['type'],
                  entry.message['typeKey'] ?? '',
                  entry.message['createdAt'],
                ].join(' '),
              ),
            );
        };
      }),
  );
}
