import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { startIdentityTestServer, type IdentityTestServer } from '../../test/identity-test-server.js';
import { signInForTest } from '../../test/session.js';
import { renderCustomers } from '../../test/list-table-fixture.js';

let server: IdentityTestServer | undefined;
afterEach(async () => {
  sessionStore.clear();
  await server?.close();
  server = undefined;
});

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);
const columnCells = (index: number) =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[index]?.textContent ?? '');

describe('Configuration du tableau', () => {
  it('hides and reorders columns, sets the default sort and the rows per page, saved in pagesConfig', async () => {
    const user = userEvent.setup();
    server = await startIdentityTestServer(signInForTest());
    const { requests } = renderCustomers({ count: 60, servicesUrl: server.url });
    await screen.findByText('Client 01');
    expect(headers()).toEqual(['Nom', 'Ville', 'Statut']);

    await user.click(screen.getByRole('button', { name: 'Configuration du tableau' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Configuration du tableau')).toBeTruthy();
    // Only the columns the user may see are offered.
    const columns = within(dialog).getByRole('list', { name: 'Colonnes' });
    expect(
      within(columns)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Nom', 'Ville', 'Statut']);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Ville' }));
    await user.click(within(dialog).getByRole('button', { name: 'Monter la colonne Statut' }));
    await user.click(within(dialog).getByRole('button', { name: 'Monter la colonne Statut' }));
    await user.click(within(dialog).getByLabelText('Tri par défaut'));
    await user.click(await screen.findByTitle('Nom'));
    await user.click(within(dialog).getByRole('radio', { name: 'Décroissant' }));
    // A button-styled radio: the user clicks its label.
    const tenRows = within(dialog).getByRole('radio', { name: '10' }).closest('label');
    if (tenRows) await user.click(tenRows);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headers()).toEqual(['Statut', 'Nom']);
    await waitFor(() => expect(columnCells(1)[0]).toBe('Client 60'));
    expect(columnCells(1)).toHaveLength(10);
    expect(requests.at(-1)).toEqual({ filters: {}, page: 1, limit: 10, ascending: false, orderBy: 'name' });
    expect(server.puts.at(-1)?.pagesConfig['customers']?.config).toEqual({
      columns: [
        { key: 'status', hidden: false },
        { key: 'name', hidden: false },
        { key: 'city', hidden: true },
      ],
      sortColumn: 'name',
      ascending: false,
      pageSize: 10,
    });
  });

  it('opens the screen with the saved configuration', async () => {
    const pagesConfig = {
      customers: {
        filtersPreset: [],
        config: {
          columns: [
            { key: 'city', hidden: false },
            { key: 'name', hidden: false },
            { key: 'status', hidden: true },
          ],
          pageSize: 5,
        },
      },
    };
    const { requests } = renderCustomers({ count: 60, pagesConfig });
    await screen.findByText('Client 01');
    expect(headers()).toEqual(['Ville', 'Nom']);
    expect(columnCells(0)).toEqual(['Lyon', 'Paris', 'Marseille', 'Lyon', 'Paris']);
    expect(requests[0]).toEqual({ filters: {}, page: 1, limit: 5, ascending: true });
  });
});
