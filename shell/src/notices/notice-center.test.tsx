import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeBus, PortalProvider } from '@portal/kit';
import { configureServicesForTest } from '../../kit/test/session.js';
import { FrameNotices } from './frame-notices.js';

// The notices are published at once after the render, before the notice center's code has come (it
// loads with antd once the first screen is ready): they wait, then show.
describe('the notice center', () => {
  it("offers 'Bonne nouvelle' with a refresh button when the server runs a newer version", async () => {
    configureServicesForTest();
    render(
      <PortalProvider>
        <FrameNotices />
      </PortalProvider>,
    );
    act(() => noticeBus.publish({ kind: 'new-version', serverVersion: '4.38.0' }));
    expect(await screen.findByText('Bonne nouvelle')).toBeTruthy();
    expect(screen.getByText(/Une nouvelle version du portail \(4\.38\.0\) est disponible/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rafraîchir' })).toBeTruthy();
  });

  it('shows the error catalogue toasts with their French text and caption', async () => {
    configureServicesForTest();
    render(
      <PortalProvider>
        <FrameNotices />
      </PortalProvider>,
    );
    act(() =>
      noticeBus.publish({
        kind: 'toast',
        level: 'error',
        message: 'Erreur: fichiers volumineux.',
        description: 'Les fichiers dépassent 25 Mo : importez-les un par un ou réduisez leur taille.',
        durationMs: 7500,
      }),
    );
    expect(await screen.findByText('Erreur: fichiers volumineux.')).toBeTruthy();
    expect(screen.getByText(/Les fichiers dépassent 25 Mo/)).toBeTruthy();
  });
});
