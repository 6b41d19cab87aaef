import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PortalProvider, sessionStore } from '@portal/kit';
import NfcPage, { NFC_UNAVAILABLE } from './nfc-page.js';
import ContactAgencyPage from '../contact-agency/contact-agency-page.js';
import {
  signInOnServer,
  startOperationsTestServer,
  type OperationsTestServer,
} from '../../../../shell/kit/test/operations-test-server.js';

/** The badge screen and the agency's contact against the real operations service (its own database). */
let server: OperationsTestServer;
beforeAll(async () => {
  server = await startOperationsTestServer();
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  sessionStorage.clear();
  delete (globalThis as { NDEFReader?: unknown }).NDEFReader;
});

/** The Web NFC API of a phone, standing in for the browser's (a third party here). */
class PhoneNdefReader {
  static last: PhoneNdefReader | undefined;
  onreading: ((event: Event & { serialNumber?: string }) => void) | null = null;
  onreadingerror: ((event: Event) => void) | null = null;
  async scan() {
    PhoneNdefReader.last = this;
  }
  static tap(serialNumber: string) {
    act(() => PhoneNdefReader.last?.onreading?.(Object.assign(new Event('reading'), { serialNumber })));
  }
}

async function open(path: string) {
  await signInOnServer(server, { role: 'agent', rights: ['checkpoints.list', 'sites.list'] });
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/terrain/nfc" element={<NfcPage />} />
          <Route path="/terrain/contactAgence" element={<ContactAgencyPage />} />
        </Routes>
      </MemoryRouter>
    </PortalProvider>,
  );
}

describe('terrain/nfc: badge reading', () => {
  it('says in French that the browser cannot read NFC, and finds a typed badge’s checkpoint and site', async () => {
    const user = userEvent.setup();
    await open('/terrain/nfc');
    expect(screen.getByText(NFC_UNAVAILABLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lire un badge NFC' })).toBeNull();
    await user.type(screen.getByLabelText('Numéro du badge'), '04:a1:b2:c3:d4:e5:f6');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    const read = await screen.findByRole('status', { name: 'Badge lu' });
    expect(within(read).getByText('Badge 04A1B2C3D4E5F6')).toBeTruthy();
    expect(within(read).getByText('Hall d’entrée')).toBeTruthy();
    expect(within(read).getByRole('link', { name: 'Résidence Les Oliviers' })).toBeTruthy();

    await user.clear(screen.getByLabelText('Numéro du badge'));
    await user.type(screen.getByLabelText('Numéro du badge'), 'FFEE0011');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(
      await screen.findByText("Badge inconnu : le badge FFEE0011 n'est associé à aucun point de contrôle."),
    ).toBeTruthy();
  });

  it('reads the badge held to a phone that has Web NFC', async () => {
    (globalThis as { NDEFReader?: unknown }).NDEFReader = PhoneNdefReader;
    const user = userEvent.setup();
    await open('/terrain/nfc');
    expect(screen.queryByText(NFC_UNAVAILABLE)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Lire un badge NFC' }));
    expect(await screen.findByText('Approchez le badge du téléphone…')).toBeTruthy();
    PhoneNdefReader.tap('04:a1:b2:c3:d4:e5:f6');
    const read = await screen.findByRole('status', { name: 'Badge lu' });
    expect(within(read).getByText('Hall d’entrée')).toBeTruthy();
  });
});

describe('terrain/contactAgence', () => {
  it('says when identity has not announced the agency’s contact yet', async () => {
    await open('/terrain/contactAgence');
    expect(await screen.findByRole('heading', { name: "Contacter l'agence" })).toBeTruthy();
    expect(await screen.findByText("L'agence n'a pas encore renseigné ses coordonnées")).toBeTruthy();
  });
});
