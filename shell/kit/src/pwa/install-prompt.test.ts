import { afterEach, describe, expect, it } from 'vitest';
import { displayModeMatch, fakeInstallPromptEvent } from '../../test/install-prompt-event.js';
import { installPrompt, listenForInstallPrompt } from './install-prompt.js';

afterEach(() => installPrompt.reset());

/** A page of its own: its events, its display mode. */
function page(standalone = false) {
  const target = new EventTarget();
  return Object.assign(target, { matchMedia: displayModeMatch(standalone) }) as unknown as Window;
}

describe('the install prompt store', () => {
  it('offers nothing before the browser fires its prompt', () => {
    listenForInstallPrompt(page());
    expect(installPrompt.get()).toEqual({ installed: false, canPrompt: false, prompting: false, outcome: undefined });
  });

  it('keeps the prompt the browser fires, without letting the browser show its own', () => {
    const win = page();
    listenForInstallPrompt(win);
    const { event } = fakeInstallPromptEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPrompt.get().canPrompt).toBe(true);
  });

  it('takes the prompt the shell caught before it listened', () => {
    const { event } = fakeInstallPromptEvent('accepted');
    listenForInstallPrompt(page(), event);
    expect(installPrompt.get().canPrompt).toBe(true);
  });

  it('opens the prompt once and gives the answer: accepted, then installed when the browser says so', async () => {
    const win = page();
    listenForInstallPrompt(win);
    const fake = fakeInstallPromptEvent('accepted');
    win.dispatchEvent(fake.event);
    expect(await installPrompt.prompt()).toBe('accepted');
    expect(fake.prompted()).toBe(1);
    expect(installPrompt.get()).toMatchObject({ canPrompt: false, prompting: false, outcome: 'accepted' });
    // The event serves once.
    expect(await installPrompt.prompt()).toBeUndefined();
    expect(fake.prompted()).toBe(1);
    win.dispatchEvent(new Event('appinstalled'));
    expect(installPrompt.get().installed).toBe(true);
  });

  it('says so when the user dismisses the prompt', async () => {
    const win = page();
    listenForInstallPrompt(win);
    win.dispatchEvent(fakeInstallPromptEvent('dismissed').event);
    expect(await installPrompt.prompt()).toBe('dismissed');
    expect(installPrompt.get()).toMatchObject({ installed: false, canPrompt: false, outcome: 'dismissed' });
  });

  it('knows the portal runs installed (display-mode: standalone)', () => {
    listenForInstallPrompt(page(true));
    expect(installPrompt.get().installed).toBe(true);
  });

  it('listens once however often it is started, and stops on demand', () => {
    const win = page();
    const stop = listenForInstallPrompt(win);
    expect(listenForInstallPrompt(win)).toBe(stop);
    stop();
    win.dispatchEvent(fakeInstallPromptEvent('accepted').event);
    expect(installPrompt.get().canPrompt).toBe(false);
  });
});
