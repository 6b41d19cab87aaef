import type { BeforeInstallPromptEvent, InstallOutcome } from '../src/pwa/install-prompt.js';

/**
 * A `beforeinstallprompt` as Chromium fires it (happy-dom has none): `answer` is what the user will
 * choose in the prompt; `prompted` tells whether the page opened it.
 */
export function fakeInstallPromptEvent(answer: InstallOutcome) {
  let prompted = 0;
  let choose: (choice: { outcome: InstallOutcome; platform: string }) => void = () => undefined;
  const userChoice = new Promise<{ outcome: InstallOutcome; platform: string }>((resolve) => {
    choose = resolve;
  });
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    userChoice,
    prompt: () => {
      prompted += 1;
      choose({ outcome: answer, platform: 'web' });
      return Promise.resolve();
    },
  }) as BeforeInstallPromptEvent;
  return { event, prompted: () => prompted };
}

/** `display-mode: standalone` answering `standalone` (the portal opened as the installed app). */
export function displayModeMatch(standalone: boolean): Window['matchMedia'] {
  return (query: string) =>
    ({
      matches: query === '(display-mode: standalone)' && standalone,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
