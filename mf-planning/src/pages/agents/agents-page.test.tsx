import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollaboratorRow, ListRequest, Right } from '@portal/contracts';
import { PortalProvider, queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import AgentsPage from './agents-page.js';
import { sampleCollaborator, sampleRow } from './testing/collaborator-samples.js';
import { startOperationsStandIn, type OperationsStandIn } from './testing/operations-stand-in.js';

let server: OperationsStandIn;
beforeEach(async () => {
  queryClient.clear();
  server = await startOperationsStandIn();
  configureServicesForTest(server.url);
});
afterEach(async () => {
  // Unmounted before the session ends (a screen of an agency cannot render without one).
  cleanup();
  await queryClient.cancelQueries();
  queryClient.clear();
  sessionStore.clear();
  await server.close();
});

const ROWS: CollaboratorRow[] = [
  sampleRow(1, { firstName: 'Hélène', lastName: 'Durand', specialties: ['SSIAP 1'] }),
  sampleRow(2, { firstName: 'Paul', lastName: 'Lemaire', status: 200, type: 'TEMPORARY', plannable: false }),
  sampleRow(3, { firstName: 'Émile', lastName: 'Zola', status: 300 }),
];

function renderPage(rights: Right[] = ['agents.list', 'agents.create', 'agents.edit', 'agents.delete']) {
  const agencyId = signInForTest({ rights }).session.agencyId ?? '';
  server.on(`POST /agency/${agencyId}/fetch/agents`, { status: 200, body: { data: ROWS, filteredCount: 3 } });
  server.on(`GET /agency/${agencyId}/agents/usage`, {
    status: 200,
    body: {
      agentsLimit: 10,
      accountsLimit: 10,
      freeAccounts: 2,
      countAgents: 1,
      countAccounts: 2,
      agentsLimitReached: false,
      accountsLimitReached: false,
    },
  });
  render(
    <PortalProvider>
      <AgentsPage />
    </PortalProvider>,
  );
  return agencyId;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const listBodies = (agencyId: string) =>
  server.requests
    .filter((request) => request.path === `/agency/${agencyId}/fetch/agents`)
    .map((request) => request.body as ListRequest);

describe('agents screen', () => {
  it('lists the collaborators with French labels, the licence usage and the add buttons', async () => {
    renderPage();
    expect(await screen.findByText('Durand Hélène')).toBeTruthy();
    const helene = within(rowOf('Durand Hélène'));
    expect(helene.getByText('Avec licence')).toBeTruthy();
    expect(helene.getByText('Salarié')).toBeTruthy();
    expect(helene.getByText('Oui')).toBeTruthy();
    expect(helene.getByText('SSIAP 1')).toBeTruthy();
    const paul = within(rowOf('Lemaire Paul'));
    expect([paul.getByText('Sans licence'), paul.getByText('Intérimaire'), paul.getByText('Non')]).toHaveLength(3);
    expect(within(rowOf('Zola Émile')).getByText('Archivé')).toBeTruthy();
    expect(await screen.findByText('1 / 10 licences utilisées')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ajouter un collaborateur/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Création multiple' })).toBeTruthy();
  });

  it('offers the actions each status allows', async () => {
    renderPage();
    await screen.findByText('Durand Hélène');
    const actions = (name: string) =>
      within(rowOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(actions('Durand Hélène')).toEqual(['Modifier', 'Désactivation', 'Archivage', 'Suppression']);
    expect(actions('Lemaire Paul')).toEqual(['Modifier', 'Activation', 'Archivage', 'Suppression']);
    expect(actions('Zola Émile')).toEqual(['Modifier', 'Réactivation', 'Suppression']);
  });

  it('hides what the user may not do', async () => {
    renderPage(['agents.list']);
    await screen.findByText('Durand Hélène');
    expect(screen.queryByRole('button', { name: /Ajouter un collaborateur/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Création multiple' })).toBeNull();
    expect(within(rowOf('Durand Hélène')).queryAllByRole('button')).toEqual([]);
  });

  it('sends the chosen filters from page 1', async () => {
    const user = userEvent.setup();
    const agencyId = renderPage();
    await screen.findByText('Durand Hélène');
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Intérimaire'));
    await waitFor(() =>
      expect(listBodies(agencyId).at(-1)).toEqual({
        filters: { type: ['TEMPORARY'] },
        page: 1,
        limit: 25,
        ascending: true,
      }),
    );
  });

  it('runs a status action, then reloads the list and the usage', async () => {
    const user = userEvent.setup();
    const agencyId = renderPage();
    const helene = ROWS[0]?.id ?? '';
    server.on(`PATCH /agency/${agencyId}/agent/${helene}/deactivate`, {
      status: 200,
      body: sampleCollaborator({ id: helene, status: 200 }),
    });
    await screen.findByText('Durand Hélène');
    const before = listBodies(agencyId).length;
    await user.click(within(rowOf('Durand Hélène')).getByRole('button', { name: 'Désactivation' }));
    expect(await screen.findByText('Désactivation effectuée')).toBeTruthy();
    await waitFor(() => expect(listBodies(agencyId).length).toBeGreaterThan(before));
    expect(server.requests.filter((request) => request.path.endsWith('/agents/usage')).length).toBeGreaterThan(1);
  });

  it('asks for confirmation before deleting', async () => {
    const user = userEvent.setup();
    const agencyId = renderPage();
    const emile = ROWS[2]?.id ?? '';
    server.on(`PATCH /agency/${agencyId}/agent/${emile}/delete`, {
      status: 200,
      body: sampleCollaborator({ id: emile, status: 400 }),
    });
    await screen.findByText('Zola Émile');
    const before = listBodies(agencyId).length;
    await user.click(within(rowOf('Zola Émile')).getByRole('button', { name: 'Suppression' }));
    expect(await screen.findByText('La suppression est définitive')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(server.requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([
        `/agency/${agencyId}/agent/${emile}/delete`,
      ]),
    );
    expect(await screen.findByText('Suppression effectuée')).toBeTruthy();
    await waitFor(() => expect(listBodies(agencyId).length).toBeGreaterThan(before));
  });

  it('shows the quota refusal of an activation as the service words it', async () => {
    const user = userEvent.setup();
    const agencyId = renderPage();
    server.on(`PATCH /agency/${agencyId}/agent/${ROWS[1]?.id ?? ''}/activate`, {
      status: 409,
      body: {
        error: { code: 'AGENTS_LIMIT_REACHED', message: 'Vous avez atteint votre quota de fiches collaborateurs' },
      },
    });
    await screen.findByText('Lemaire Paul');
    await user.click(within(rowOf('Lemaire Paul')).getByRole('button', { name: 'Activation' }));
    expect(await screen.findByText('Vous avez atteint votre quota de fiches collaborateurs')).toBeTruthy();
  });
});
