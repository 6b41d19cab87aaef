import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noticeBus, PortalProvider } from '@portal/kit';
import { configureServicesForTest } from '../../kit/test/session.js';
import { NoticeCenter } from './notice-center.js';

describe('the notice center', () => {
  it("offers 'Bonne nouvelle' with a refresh button when the server runs a newer version", async () => {
    configureServicesForTest();
    render(
      <PortalProvider>
        <NoticeCenter />
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
        <NoticeCenter />
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
