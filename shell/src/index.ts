// The async boundary Module Federation needs: shared modules are negotiated before the app runs.
import('./bootstrap.js').catch((error: unknown) => {
  console.error(error);
  document.body.textContent = 'Le portail n’a pas pu démarrer. Veuillez recharger la page.';
});
