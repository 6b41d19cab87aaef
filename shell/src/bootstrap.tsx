import { createRoot } from 'react-dom/client';
import {
  listenForInstallPrompt,
  loadPortalConfig,
  sessionStore,
  type BeforeInstallPromptEvent,
} from '@portal/kit/core';
import { takeEarlyInstallPrompt } from './pwa/early-install-prompt.js';
import { registerServiceWorker } from './pwa/register-service-worker.js';
import { waitForFirstScreen } from './remotes/first-screen-wait.js';
import { registerConfiguredRemotes } from './remotes/remote-registry.js';
import { loadPortalApp, ShellRoot } from './shell-root.js';

// The install prompt (app-agent offers it): listened to from the start, with what the entry caught.
listenForInstallPrompt(window, takeEarlyInstallPrompt() as BeforeInstallPromptEvent | undefined);

// The offline copy and the update prompt: registered once the page has loaded, never in its way.
void registerServiceWorker();

const root = createRoot(document.getElementById('root') as HTMLElement);
try {
  const config = await loadPortalConfig();
  registerConfiguredRemotes(config);
  // With a session kept, the portal's UI code and the screen of the address load at once, side by side.
  // (The first screen's code needs the router: it loads beside the rest, not before the page starts.)
  if (sessionStore.get().status !== 'anonymous') {
    const shellUi = loadPortalApp();
    waitForFirstScreen(import('./remotes/first-screen.js').then((module) => module.startFirstScreen(shellUi)));
  }
  root.render(<ShellRoot />);
} catch (error) {
  console.error(error);
  root.render(
    <p role="alert" style={{ fontFamily: 'sans-serif', padding: 24 }}>
      La configuration du portail est introuvable. Veuillez réessayer dans quelques instants.
    </p>,
  );
}
