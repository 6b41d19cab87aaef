import type { PagesConfig } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { startIdentityTestServer, type IdentityTestServer } from '../../test/identity-test-server.js';
import { signInForTest } from '../../test/session.js';
import { renderCustomers } from '../../test/list-table-fixture.js';

const LYON_KEY = '0190f0f0-0000-7000-8000-000000000001';
const saved: PagesConfig = {
  customers: {
    filtersPreset: [{ key: LYON_KEY, label: 'Lyon', favorite: true, filters: { city: ['Lyon'] } }],
    config: {},
  },
};

let server: IdentityTestServer | undefined;
afterEach(async () => {
  sessionStore.clear();
  await server?.close();
  server = undefined;
});

/** The table against a local identity answering `PUT /user`, the user having a favourite "Lyon" preset. */
async function openCustomers() {
  server = await startIdentityTestServer(signInForTest({ pagesConfig: saved }));
  const view = renderCustomers({ count: 30, pagesConfig: saved, servicesUrl: server.url });
  return { ...view, server };
}

const presetsSaved = (server: IdentityTestServer) => server.puts.at(-1)?.pagesConfig['customers']?.filtersPreset;
const savedInSession = () => {
  const session = sessionStore.get();
  return session.status === 'authenticated' ? session.user.user.pagesConfig['customers']?.filtersPreset : undefined;
};

async function openPresets(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Filtres enregistrés/ }));
  return screen.findByRole('list', { name: 'Filtres enregistrés' });
}

describe('saved filter presets (Filtres enregistrés)', () => {
  it('applies the favourite preset when the screen opens', async () => {
    const { requests } = await openCustomers();
    expect(await screen.findByText('Client 01')).toBeTruthy();
    expect(screen.queryByText('Client 02')).toBeNull();
    expect(requests[0]).toEqual({ filters: { city: ['Lyon'] }, page: 1, limit: 25, ascending: true });
    expect(screen.getByRole('radio', { name: 'Lyon' })).toHaveProperty('checked', true);
  });

  it('saves, marks favourite, renames, overwrites and deletes presets through PUT /user', async () => {
    const user = userEvent.setup();
    const { server, requests } = await openCustomers();
    await screen.findByText('Client 01');

    // Save the current filters under a label.
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    let list = await openPresets(user);
    await user.type(screen.getByRole('textbox', { name: 'Nom du filtre' }), 'Paris');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(presetsSaved(server)).toEqual([
      { key: LYON_KEY, label: 'Lyon', favorite: true, filters: { city: ['Lyon'] } },
      { key: expect.any(String), label: 'Paris', favorite: false, filters: { city: ['Paris'] } },
    ]);
    expect(savedInSession()).toEqual(presetsSaved(server));

    // Favourite: one at most.
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Paris' })).getByRole('button', { name: /Favori/ }),
    );
    await waitFor(() => expect(presetsSaved(server)?.map((preset) => preset.favorite)).toEqual([false, true]));

    // Rename.
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Paris' })).getByRole('button', { name: /Renommer/ }),
    );
    const name = screen.getByRole('textbox', { name: 'Nouveau nom' });
    await user.clear(name);
    await user.type(name, 'Clients parisiens');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await within(list).findByRole('listitem', { name: 'Clients parisiens' })).toBeTruthy();
    expect(presetsSaved(server)?.[1]?.label).toBe('Clients parisiens');

    // Overwrite with the filters now in use (choosing them closed the popover).
    await user.click(screen.getByRole('radio', { name: 'Marseille' }));
    list = await openPresets(user);
    const parisian = within(list).getByRole('listitem', { name: 'Clients parisiens' });
    await user.click(within(parisian).getByRole('button', { name: /Écraser/ }));
    await waitFor(() => expect(presetsSaved(server)?.[1]?.filters).toEqual({ city: ['Marseille'] }));

    // Delete.
    await user.click(
      within(within(list).getByRole('listitem', { name: 'Lyon' })).getByRole('button', { name: /Supprimer/ }),
    );
    await waitFor(() => expect(presetsSaved(server)?.map((preset) => preset.label)).toEqual(['Clients parisiens']));
    expect(within(list).queryByRole('listitem', { name: 'Lyon' })).toBeNull();
    expect(server.puts).toHaveLength(5);

    // Reset, then apply a preset by its label.
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(requests.at(-1)?.filters).toEqual({}));
    expect(screen.getByRole('radio', { name: 'Toutes les villes' })).toHaveProperty('checked', true);
    list = await openPresets(user);
    await user.click(within(list).getByRole('button', { name: 'Clients parisiens' }));
    // Those rows were fetched a moment ago: the table shows them from the query cache.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Marseille' })).toHaveProperty('checked', true));
    await waitFor(() => expect(screen.queryByText('Client 01')).toBeNull());
    expect(screen.getByText('Client 03')).toBeTruthy();
  });
});
