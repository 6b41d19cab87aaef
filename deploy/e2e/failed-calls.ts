import type { Page } from 'playwright-core';

const failedCalls = new WeakMap<Page, string[]>();

/**
 * Remembers the page's last answers of 400 and above, requests that got no answer (offline, a file
 * the service worker did not keep) and errors (uncaught, or logged as errors), to say them when a wait
 * times out.
 */
export function recordFailedCalls(page: Page): Page {
  const calls: string[] = [];
  failedCalls.set(page, calls);
  const remember = (line: string) => {
    calls.push(line);
    if (calls.length > 10) calls.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) remember(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) =>
    remember(`no answer: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`),
  );
  page.on('pageerror', (error) => remember(`uncaught: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') remember(`console: ${message.text()}`);
  });
  return page;
}

export function failedCallsOf(page: Page): readonly string[] {
  return failedCalls.get(page) ?? [];
}
