import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECKPOINT_CALLS, type Checkpoint } from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import CheckpointDialog from './checkpoint-dialog.js';
import CheckpointsPage from './checkpoints-page.js';
import { asOwner, signInOnServer, useOperationsTestServer } from '../../../../shell/kit/test/operations-test-server.js';

/** The screen against the real operations service (its own PostgreSQL database), no stand-in. */
const server = useOperationsTestServer();

// A button that has been loading keeps its spinner's label in happy-dom (no end of animation): names by regex.
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

async function createOnServer(name: string, badge?: string): Promise<Checkpoint> {
  const body = { siteId: server.sites.odysseum.siteId, name, ...(badge ? { badge } : {}) };
  return CHECKPOINT_CALLS.create.response.parse(
    await asOwner(server, 'POST', `/agency/${server.agencyId}/checkpoint`, body),
  );
}

async function chooseSite(user: ReturnType<typeof userEvent.setup>, label: string, title: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(title));
}

describe('checkpoints screen', () => {
  it('lists the checkpoints with their site, badge and status; the add button needs checkpoints.create', async () => {
    await signInOnServer(server, { rights: ['checkpoints.list', 'sites.list'] });
    const view = render(
      <PortalProvider>
        <CheckpointsPage />
      </PortalProvider>,
    );
    expect(await screen.findByRole('cell', { name: 'Hall d’entrée' })).toBeTruthy();
    const hall = within(rowOf('Hall d’entrée'));
    expect(hall.getByText('Résidence Les Oliviers')).toBeTruthy();
    expect(hall.getByText('04A1B2C3D4E5F6')).toBeTruthy();
    expect(hall.getByText('Actif')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter un point de contrôle/ })).toBeNull();
    expect(hall.queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(hall.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    view.unmount();
  });

  it('filters on the site and on the badge being there, from the filters above the table', async () => {
    const user = userEvent.setup();
    await createOnServer('Guichet sans badge');
    await signInOnServer(server, { rights: ['checkpoints.list', 'sites.list'] });
    render(
      <PortalProvider>
        <CheckpointsPage />
      </PortalProvider>,
    );
    await screen.findByRole('cell', { name: 'Guichet sans badge' });
    await user.click(screen.getByRole('combobox', { name: 'Badge' }));
    await user.click(await screen.findByTitle('Avec badge'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Guichet sans badge' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'Hall d’entrée' })).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Badge' }));
    await user.click(await screen.findByTitle('Sans badge'));
    expect(await screen.findByRole('cell', { name: 'Guichet sans badge' })).toBeTruthy();
    await chooseSite(user, 'Filtrer par site', 'Résidence Les Oliviers – Client de Résidence Les Oliviers');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Guichet sans badge' })).toBeNull());
  });

  it('creates through the dialog: French field errors first, then the badge another point holds, then saved', async () => {
    const user = userEvent.setup();
    await signInOnServer(server, { rights: ['checkpoints.list', 'checkpoints.create', 'sites.list'] });
    render(
      <PortalProvider>
        <CheckpointsPage />
      </PortalProvider>,
    );
    await screen.findByRole('cell', { name: 'Hall d’entrée' });
    await user.click(screen.getByRole('button', { name: /Ajouter un point de contrôle/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Nom');

    await user.type(within(dialog).getByLabelText('Badge'), 'ab');
    await user.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(within(dialog).getAllByText('Obligatoire')).toHaveLength(2)); // Nom, Site
    expect(within(dialog).getByText('Format invalide')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Nom'), 'Local vélos');
    await chooseSite(user, 'Site', 'Résidence Les Oliviers – Client de Résidence Les Oliviers');
    await user.clear(within(dialog).getByLabelText('Badge'));
    await user.type(within(dialog).getByLabelText('Badge'), '04:a1:b2:c3:d4:e5:f6');
    await user.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));
    expect(await within(dialog).findByText('Ce badge est déjà associé à un autre point de contrôle')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Badge'));
    await user.type(within(dialog).getByLabelText('Badge'), 'velo0001');
    await user.type(within(dialog).getByLabelText('Consignes'), 'Vérifier le cadenas');
    await user.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));
    expect(await screen.findByRole('cell', { name: 'Local vélos' })).toBeTruthy();
    expect(within(rowOf('Local vélos')).getByText('VELO0001')).toBeTruthy();

    const saved = CHECKPOINT_CALLS.list.response.parse(
      await asOwner(server, 'POST', `/agency/${server.agencyId}/fetch/checkpoints`, { query: 'vélos' }),
    );
    expect(saved.data).toEqual([
      expect.objectContaining({
        name: 'Local vélos',
        siteId: server.sites.oliviers.siteId,
        badge: 'VELO0001',
        instructions: 'Vérifier le cadenas',
        position: 1,
      }),
    ]);
  });

  it('edits with checkpoints.edit (no add button then), and deletes after "La suppression est définitive"', async () => {
    const user = userEvent.setup();
    await createOnServer('Barrière');
    await signInOnServer(server, {
      rights: ['checkpoints.list', 'checkpoints.edit', 'checkpoints.delete', 'sites.list'],
    });
    render(
      <PortalProvider>
        <CheckpointsPage />
      </PortalProvider>,
    );
    await screen.findByRole('cell', { name: 'Barrière' });
    expect(screen.queryByRole('button', { name: /Ajouter un point de contrôle/ })).toBeNull();

    await user.click(within(rowOf('Barrière')).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByLabelText('Nom');
    expect((name as HTMLInputElement).value).toBe('Barrière');
    await user.clear(name);
    await user.type(name, 'Barrière nord');
    await user.click(within(dialog).getByRole('button', { name: /Enregistrer/ }));
    expect(await screen.findByRole('cell', { name: 'Barrière nord' })).toBeTruthy();

    await user.click(within(rowOf('Barrière nord')).getByRole('button', { name: 'Supprimer' }));
    const confirm = (await screen.findByText('La suppression est définitive')).closest('.ant-popover') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Barrière nord' })).toBeNull());
    const left = CHECKPOINT_CALLS.list.response.parse(
      await asOwner(server, 'POST', `/agency/${server.agencyId}/fetch/checkpoints`, { query: 'barrière' }),
    );
    expect(left.filteredCount).toBe(0);
  });
});

describe('checkpoint dialog', () => {
  it('refuses to edit without checkpoints.edit and to create without checkpoints.create, naming the right', async () => {
    await signInOnServer(server, { rights: ['checkpoints.list', 'checkpoints.create'] });
    const hall = CHECKPOINT_CALLS.get.response.parse(
      await asOwner(server, 'GET', `/agency/${server.agencyId}/checkpoint/${server.hall.id}`),
    );
    const edit = render(
      <PortalProvider>
        <CheckpointDialog agencyId={server.agencyId} checkpoint={hall} open onClose={() => undefined} />
      </PortalProvider>,
    );
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Points de contrôle : modification".'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Nom')).toBeNull();
    edit.unmount();

    await signInOnServer(server, { rights: ['checkpoints.list', 'checkpoints.edit'] });
    render(
      <PortalProvider>
        <CheckpointDialog agencyId={server.agencyId} checkpoint={null} open onClose={() => undefined} />
      </PortalProvider>,
    );
    expect(
      await screen.findByText('Vous ne bénéficiez pas de l\'autorisation "Points de contrôle : création".'),
    ).toBeTruthy();
  });

  it("says there is nothing to save when an edit changed nothing ('Aucun changement à enregistrer')", async () => {
    const user = userEvent.setup();
    await signInOnServer(server, { rights: ['checkpoints.list', 'checkpoints.edit', 'sites.list'] });
    const hall = CHECKPOINT_CALLS.get.response.parse(
      await asOwner(server, 'GET', `/agency/${server.agencyId}/checkpoint/${server.hall.id}`),
    );
    render(
      <PortalProvider>
        <CheckpointDialog agencyId={server.agencyId} checkpoint={hall} open onClose={() => undefined} />
      </PortalProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeTruthy();
  });
});
