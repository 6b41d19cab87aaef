import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalProvider } from '@portal/kit';
import NfcPage, { NFC_UNAVAILABLE } from './nfc-page.js';
import ContactAgencyPage from '../contact-agency/contact-agency-page.js';
import { signInOnServer, useOperationsTestServer } from '../../../../shell/kit/test/operations-test-server.js';
import { PhoneNdefReader } from '../../field/testing/phone-ndef-reader.js';

/** The badge screen and the agency's contact against the real operations service (its own database). */
const server = useOperationsTestServer();
afterEach(() => PhoneNdefReader.remove());

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
    PhoneNdefReader.install();
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
