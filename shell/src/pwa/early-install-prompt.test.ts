import { describe, expect, it } from 'vitest';
import { catchEarlyInstallPrompt, takeEarlyInstallPrompt } from './early-install-prompt.js';

describe('the install prompt caught before the kit listens', () => {
  it('keeps the event the browser fired at start-up, once, for the kit', () => {
    catchEarlyInstallPrompt();
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(takeEarlyInstallPrompt()).toBe(event);
    expect(takeEarlyInstallPrompt()).toBeUndefined();
    // The kit listens from then on: the entry no longer does.
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    expect(takeEarlyInstallPrompt()).toBeUndefined();
  });
});
