import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: InstallOutcome; platform?: string }>;
};
export type InstallOutcome = 'accepted' | 'dismissed';

export type InstallPromptState = {
  /** The portal runs as the installed app (`display-mode: standalone`), or `appinstalled` fired. */
  installed: boolean;
  /** The browser offered its install prompt and it has not been used yet. */
  canPrompt: boolean;
  /** The prompt is open. */
  prompting: boolean;
  /** The user's answer to the last prompt. */
  outcome: InstallOutcome | undefined;
};

/** What the store listens to (the page's `window`; a fake in tests). */
export type InstallEnvironment = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  matchMedia?: Window['matchMedia'];
  navigator?: Navigator;
};

const INITIAL: InstallPromptState = { installed: false, canPrompt: false, prompting: false, outcome: undefined };
let state: InstallPromptState = INITIAL;
let deferred: BeforeInstallPromptEvent | undefined;
let stopListening: (() => void) | undefined;
const listeners = new Set<() => void>();

function publish(patch: Partial<InstallPromptState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function keep(event: BeforeInstallPromptEvent): void {
  // The browser's own mini-infobar stays away: the portal offers the install on its page.
  event.preventDefault();
  deferred = event;
  publish({ canPrompt: true });
}

/**
 * Starts listening for the browser's install prompt. It fires once, early, so the shell calls this
 * at boot (`early`: an event its entry caught before the kit was loaded); a second call does nothing.
 * Gives the function that stops listening.
 */
export function listenForInstallPrompt(
  environment: InstallEnvironment = window,
  early?: BeforeInstallPromptEvent,
): () => void {
  if (stopListening) return stopListening;
  const standalone = environment.matchMedia?.('(display-mode: standalone)');
  const onPrompt = (event: Event) => keep(event as BeforeInstallPromptEvent);
  const onInstalled = () => {
    deferred = undefined;
    publish({ installed: true, canPrompt: false, prompting: false });
  };
  const onDisplayMode = (event: MediaQueryListEvent) => {
    if (event.matches) onInstalled();
  };
  environment.addEventListener('beforeinstallprompt', onPrompt);
  environment.addEventListener('appinstalled', onInstalled);
  standalone?.addEventListener?.('change', onDisplayMode);
  // iOS Safari says it with `navigator.standalone` when opened from the home screen.
  const iosStandalone = (environment.navigator as { standalone?: boolean } | undefined)?.standalone === true;
  if (standalone?.matches || iosStandalone) publish({ installed: true });
  if (early) keep(early);
  stopListening = () => {
    environment.removeEventListener('beforeinstallprompt', onPrompt);
    environment.removeEventListener('appinstalled', onInstalled);
    standalone?.removeEventListener?.('change', onDisplayMode);
    stopListening = undefined;
  };
  return stopListening;
}

/** The portal's install prompt: what the browser offers, and the prompt itself. */
export const installPrompt = {
  get: (): InstallPromptState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Opens the browser's prompt and gives the user's answer (nothing when the browser offers none).
   * The event serves once: after it the browser must offer a new one.
   */
  async prompt(): Promise<InstallOutcome | undefined> {
    const event = deferred;
    if (!event || state.prompting) return undefined;
    deferred = undefined;
    publish({ prompting: true, outcome: undefined });
    try {
      await event.prompt();
      const { outcome } = await event.userChoice;
      publish({ prompting: false, canPrompt: false, outcome });
      return outcome;
    } catch {
      publish({ prompting: false, canPrompt: false });
      return undefined;
    }
  },
  /** Tests: back to a page that has seen nothing, not listening. */
  reset(): void {
    stopListening?.();
    deferred = undefined;
    publish(INITIAL);
  },
};

export function useInstallPrompt(): InstallPromptState & { install: () => Promise<InstallOutcome | undefined> } {
  const current = useSyncExternalStore(installPrompt.subscribe, installPrompt.get, installPrompt.get);
  return { ...current, install: installPrompt.prompt };
}
