import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINT_CALLS, type Right } from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import CheckpointEditPage from './checkpoint-edit-page.js';
import CheckpointsBySitePage from './checkpoints-by-site-page.js';
import { asOwner, signInOnServer, useOperationsTestServer } from '../../../../shell/kit/test/operations-test-server.js';
import { PhoneNdefReader } from '../../field/testing/phone-ndef-reader.js';

/** The field screens against the real operations service (its own PostgreSQL database), no stand-in. */
const server = useOperationsTestServer();
afterEach(() => PhoneNdefReader.remove());

const READ: Right[] = ['checkpoints.list', 'sites.list'];

function Location() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

/** The two field routes as the shell routes them, opened at `path`. */
async function openAt(path: string, rights: Right[]) {
  await signInOnServer(server, { rights });
  return render(
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/terrain/checkpoints" element={<CheckpointsBySitePage />} />
          <Route path="/terrain/checkpoints/edit/:id?" element={<CheckpointEditPage />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </PortalProvider>,
  );
}

async function chooseSite(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('combobox', { name: 'Site' }));
  await user.click(await screen.findByTitle(title));
}

const SITE_OLIVIERS = 'Résidence Les Oliviers – Client de Résidence Les Oliviers';
const SITE_ODYSSEUM = 'Parking Odysseum – Client de Parking Odysseum';

describe('terrain/checkpoints: the checkpoints of a site', () => {
  it('lists the chosen site’s checkpoints in round order; without the rights, no adding nor editing', async () => {
    const user = userEvent.setup();
    await openAt('/terrain/checkpoints', READ);
    expect(screen.getByText('Choisissez un site pour voir ses points de contrôle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nouveau point de contrôle' })).toBeNull();
    await chooseSite(user, SITE_OLIVIERS);
    const list = await screen.findByRole('region', { name: 'Points de contrôle du site' });
    expect(await within(list).findByText('Hall d’entrée')).toBeTruthy();
    expect(within(list).getByText('Position 0 · Badge 04A1B2C3D4E5F6')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Modifier/ })).toBeNull();
  });
});

describe('terrain/checkpoints/edit/:id?: the right depends on the id', () => {
  it('without an id needs checkpoints.create, with one checkpoints.edit', async () => {
    const editor = await openAt('/terrain/checkpoints/edit', [...READ, 'checkpoints.edit']);
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Points de contrôle : création".'),
    ).toBeTruthy();
    editor.unmount();

    const creator = await openAt(`/terrain/checkpoints/edit/${server.hall.id}`, [...READ, 'checkpoints.create']);
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Points de contrôle : modification".'),
    ).toBeTruthy();
    creator.unmount();

    await openAt(`/terrain/checkpoints/edit/${server.hall.id}`, [...READ, 'checkpoints.edit']);
    expect(((await screen.findByLabelText('Nom')) as HTMLInputElement).value).toBe('Hall d’entrée');
    expect(screen.getByText('Badge associé : 04A1B2C3D4E5F6')).toBeTruthy();
  });

  it('an unknown checkpoint → "Point de contrôle introuvable"', async () => {
    await openAt('/terrain/checkpoints/edit/01a20000-0000-7000-8000-000000000000', [...READ, 'checkpoints.edit']);
    expect(await screen.findByText('Point de contrôle introuvable')).toBeTruthy();
  });
});

describe('Associer un badge', () => {
  it('tells what a typed badge is associated with, or that it is unknown', async () => {
    const user = userEvent.setup();
    await openAt('/terrain/checkpoints/edit', [...READ, 'checkpoints.create']);
    const badge = await screen.findByLabelText('Associer un badge');
    await user.type(badge, '04:a1:b2:c3:d4:e5:f6');
    expect(
      await screen.findByText(
        'Ce badge est déjà associé au point de contrôle « Hall d’entrée » du site « Résidence Les Oliviers ».',
      ),
    ).toBeTruthy();
    await user.clear(badge);
    await user.type(badge, 'cafe1234');
    expect(await screen.findByText("Badge inconnu : il n'est associé à aucun point de contrôle.")).toBeTruthy();
  });

  it('offers "Lire le badge" only where the browser reads NFC, and fills the badge read', async () => {
    const hidden = await openAt(`/terrain/checkpoints/edit/${server.hall.id}`, [...READ, 'checkpoints.edit']);
    await screen.findByLabelText('Numéro du badge');
    expect(screen.queryByRole('button', { name: /Lire le badge/ })).toBeNull();
    hidden.unmount();

    const user = userEvent.setup();
    PhoneNdefReader.install();
    await openAt('/terrain/checkpoints/edit', [...READ, 'checkpoints.create']);
    await user.click(await screen.findByRole('button', { name: /Lire le badge/ }));
    expect(await screen.findByText('Approchez le badge du téléphone…')).toBeTruthy();
    PhoneNdefReader.tap('04:a1:b2:c3:d4:e5:f6');
    await waitFor(() =>
      expect((screen.getByLabelText('Associer un badge') as HTMLInputElement).value).toBe('04A1B2C3D4E5F6'),
    );
    expect(screen.queryByText('Approchez le badge du téléphone…')).toBeNull();
    expect(await screen.findByText(/associé au point de contrôle « Hall d’entrée »/)).toBeTruthy();
  });

  it('associates a badge with an existing checkpoint, refuses one another holds, and removes it', async () => {
    const user = userEvent.setup();
    const gate = CHECKPOINT_CALLS.create.response.parse(
      await asOwner(server, 'POST', `/agency/${server.agencyId}/checkpoint`, {
        siteId: server.sites.odysseum.siteId,
        name: 'Portail',
      }),
    );
    await openAt(`/terrain/checkpoints/edit/${gate.id}`, [...READ, 'checkpoints.edit']);
    expect(await screen.findByText('Aucun badge associé')).toBeTruthy();
    const badge = screen.getByLabelText('Numéro du badge');
    await user.type(badge, '04A1B2C3D4E5F6');
    await user.click(screen.getByRole('button', { name: /Associer le badge/ }));
    expect(await screen.findByText('Ce badge est déjà associé à un autre point de contrôle')).toBeTruthy();

    await user.clear(badge);
    await user.type(badge, 'portail-01');
    await user.click(screen.getByRole('button', { name: /Associer le badge/ }));
    expect(await screen.findByText('Badge associé : PORTAIL01')).toBeTruthy();
    expect(await screen.findByText('Ce badge est associé à ce point de contrôle.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Retirer le badge/ }));
    expect(await screen.findByText('Aucun badge associé')).toBeTruthy();
    const stored = CHECKPOINT_CALLS.get.response.parse(
      await asOwner(server, 'GET', `/agency/${server.agencyId}/checkpoint/${gate.id}`),
    );
    expect(stored.badge).toBeNull();
  });
});

describe('creating a checkpoint on the field', () => {
  it('saves it with its badge and goes back to the list of its site', async () => {
    const user = userEvent.setup();
    await openAt('/terrain/checkpoints/edit', [...READ, 'checkpoints.create', 'checkpoints.edit']);
    await user.click(await screen.findByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(screen.getAllByText('Obligatoire')).toHaveLength(2));

    await user.type(screen.getByLabelText('Nom'), 'Caisse automatique');
    await chooseSite(user, SITE_ODYSSEUM);
    await user.type(screen.getByLabelText('Associer un badge'), 'caisse-0007');
    await user.click(screen.getByRole('button', { name: /Enregistrer/ }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adresse' }).textContent).toBe('/terrain/checkpoints'),
    );
    const list = await screen.findByRole('region', { name: 'Points de contrôle du site' });
    expect(await within(list).findByText('Caisse automatique')).toBeTruthy();
    expect(within(list).getByText(/Badge CAISSE0007/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Modifier Caisse automatique' })).toBeTruthy();
  });
});
