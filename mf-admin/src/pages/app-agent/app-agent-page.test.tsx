import { installPrompt, listenForInstallPrompt, PortalProvider } from '@portal/kit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { displayModeMatch, fakeInstallPromptEvent } from '../../../../shell/kit/test/install-prompt-event.js';
import AppAgentPage from './app-agent-page.js';

const matchMedia = window.matchMedia;
afterEach(() => {
  installPrompt.reset();
  window.matchMedia = matchMedia;
});

function renderPage() {
  return render(
    <PortalProvider>
      <AppAgentPage />
    </PortalProvider>,
  );
}

describe('app-agent: the portal installed as an app', () => {
  it("tells the agent what the app gives him, and installs it through the browser's prompt", async () => {
    const user = userEvent.setup();
    listenForInstallPrompt(window);
    const fake = fakeInstallPromptEvent('accepted');
    window.dispatchEvent(fake.event);
    renderPage();
    expect(screen.getByText('Mode terrain hors connexion')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Installer l'application" }));
    expect(fake.prompted()).toBe(1);
    expect(
      await screen.findByText("Installation acceptée : l'application s'ajoute à votre écran d'accueil."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Installer l'application" })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.getByText("L'application est installée")).toBeTruthy();
  });

  it('offers the button as soon as the browser fires its prompt, the page already open', async () => {
    listenForInstallPrompt(window);
    renderPage();
    expect(screen.queryByRole('button', { name: "Installer l'application" })).toBeNull();
    act(() => {
      window.dispatchEvent(fakeInstallPromptEvent('accepted').event);
    });
    expect(await screen.findByRole('button', { name: "Installer l'application" })).toBeTruthy();
  });

  it('shows the manual steps after a dismissed prompt', async () => {
    const user = userEvent.setup();
    listenForInstallPrompt(window);
    window.dispatchEvent(fakeInstallPromptEvent('dismissed').event);
    renderPage();
    await user.click(screen.getByRole('button', { name: "Installer l'application" }));
    expect(
      await screen.findByText("Installation annulée. Vous pouvez l'installer plus tard en suivant ces étapes."),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'iPhone et iPad (Safari)' })).toBeTruthy();
  });

  it('shows the manual steps in French where the browser offers no prompt (iOS Safari, Firefox)', () => {
    listenForInstallPrompt(window);
    renderPage();
    expect(screen.queryByRole('button', { name: "Installer l'application" })).toBeNull();
    const safari = screen.getByRole('list', { name: 'iPhone et iPad (Safari)' });
    expect(within(safari).getByText(/Partager/)).toBeTruthy();
    expect(within(safari).getByText("Choisissez « Sur l'écran d'accueil ».")).toBeTruthy();
    const chrome = screen.getByRole('list', { name: 'Android (Chrome)' });
    expect(within(chrome).getByText('Ouvrez le menu ⋮ en haut à droite.')).toBeTruthy();
    expect(within(chrome).getByText("Choisissez « Installer l'application ».")).toBeTruthy();
  });

  it('says the app is installed when the portal runs as the app', () => {
    window.matchMedia = displayModeMatch(true);
    listenForInstallPrompt(window);
    renderPage();
    expect(screen.getByText("L'application est installée")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Installer l'application" })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Android (Chrome)' })).toBeNull();
  });
});
