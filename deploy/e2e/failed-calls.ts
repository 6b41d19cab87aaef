import type { Page } from 'playwright-core';

const failedCalls = new WeakMap<Page, string[]>();

/** Remembers the page's last answers of 400 and above, to say them when a wait times out. */
export function recordFailedCalls(page: Page): Page {
  const calls: string[] = [];
  failedCalls.set(page, calls);
  page.on('response', (response) => {
    if (response.status() < 400) return;
    calls.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    if (calls.length > 10) calls.shift();
  });
  return page;
}

export function failedCallsOf(page: Page): readonly string[] {
  return failedCalls.get(page) ?? [];
}
