import { catchEarlyInstallPrompt } from './pwa/early-install-prompt.js';

// The browser's install prompt fires once and may come before the app has started: kept for the kit.
catchEarlyInstallPrompt();

// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
import('./bootstrap.js').catch((error: unknown) => {
  console.error(error);
  document.body.textContent = 'Le portail n’a pas pu démarrer. Veuillez recharger la page.';
});
