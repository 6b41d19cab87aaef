import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { customerColumns, renderCustomers } from '../../test/list-table-fixture.js';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

afterEach(() => sessionStore.clear());

describe('ListTable: paging contract', () => {
  it('shows the first page of 25 and sends the paging body', async () => {
    const { requests } = renderCustomers({ count: 60 });
    expect(await screen.findByText('Client 01')).toBeTruthy();
    expect(rowNames()).toHaveLength(25);
    expect(rowNames().at(-1)).toBe('Client 25');
    expect(screen.getByText('60 élément(s)')).toBeTruthy();
    expect(requests).toEqual([{ filters: {}, page: 1, limit: 25, ascending: true }]);
  });

  it('goes to another page and changes the rows per page (5/10/25/50/100/250)', async () => {
    const user = userEvent.setup();
    const { requests } = renderCustomers({ count: 60 });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Client 26')).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ page: 2, limit: 25 });

    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['5 / page', '10 / page', '25 / page', '50 / page', '100 / page', '250 / page']),
    );
    await user.click(screen.getByTitle('10 / page'));
    await waitFor(() => expect(rowNames()[0]).toBe('Client 01'));
    expect(rowNames()).toHaveLength(10);
    expect(requests.at(-1)).toMatchObject({ page: 1, limit: 10 });
  });

  it('sorts on the service, ascending then descending', async () => {
    const user = userEvent.setup();
    const { requests } = renderCustomers({ count: 60 });
    await screen.findByText('Client 01');
    await user.click(screen.getByText('Nom'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ orderBy: 'name', ascending: true, page: 1 }));
    await user.click(screen.getByText('Nom'));
    await waitFor(() => expect(rowNames()[0]).toBe('Client 60'));
    expect(requests.at(-1)).toMatchObject({ orderBy: 'name', ascending: false });
  });

  it('searches after the user stops typing (400 ms) and fetches once (250 ms)', async () => {
    const user = userEvent.setup();
    const { requests } = renderCustomers({ count: 60 });
    await screen.findByText('Client 01');
    await user.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'client 4');
    await waitFor(() => expect(rowNames()[0]).toBe('Client 40'), { timeout: 3000 });
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('10 élément(s)')).toBeTruthy();
    const searches = requests.filter((request) => request.query !== undefined);
    expect(searches).toEqual([{ filters: {}, page: 1, limit: 25, ascending: true, query: 'client 4' }]);
  });

  it('sends what the filter form chooses as filters, from page 1', async () => {
    const user = userEvent.setup();
    const { requests } = renderCustomers({ count: 60 });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('radio', { name: 'Marseille' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Client 03'));
    expect(requests.at(-1)).toEqual({ filters: { city: ['Marseille'] }, page: 1, limit: 25, ascending: true });
  });
});

describe('ListTable: header filters', () => {
  it('sends the values chosen in a column filter as filters[dataIndex]', async () => {
    const user = userEvent.setup();
    const columns = customerColumns.map((column) =>
      column.dataIndex === 'city'
        ? { ...column, filters: ['Lyon', 'Paris', 'Marseille'].map((city) => ({ text: city, value: city })) }
        : column,
    );
    const { requests } = renderCustomers({ count: 60, table: { columns, filters: {} } });
    await screen.findByText('Client 01');
    const city = screen.getByRole('columnheader', { name: /Ville/ });
    await user.click(within(city).getByRole('button'));
    await user.click(await screen.findByText('Paris', { selector: '.ant-dropdown-menu-title-content span' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Client 02'));
    expect(requests.at(-1)).toEqual({ filters: { city: ['Paris'] }, page: 1, limit: 25, ascending: true });
  });
});

describe('ListTable: rights', () => {
  const createAction = { label: 'Ajouter un client', right: 'customers.create' as const, onClick: vi.fn() };

  it('shows the add button to a user holding the right, and the columns his rights allow', async () => {
    const user = userEvent.setup();
    renderCustomers({
      count: 3,
      rights: ['customers.list', 'customers.create', 'margins.list'],
      table: { createAction },
    });
    await screen.findByText('Client 01');
    await user.click(screen.getByRole('button', { name: /Ajouter un client/ }));
    expect(createAction.onClick).toHaveBeenCalledOnce();
    expect(headers()).toEqual(['Nom', 'Ville', 'Statut', "Chiffre d'affaires"]);
  });

  it('hides the add button and the columns of rights the user lacks', async () => {
    renderCustomers({ count: 3, rights: ['customers.list'], table: { createAction } });
    await screen.findByText('Client 01');
    expect(screen.queryByRole('button', { name: /Ajouter un client/ })).toBeNull();
    expect(headers()).toEqual(['Nom', 'Ville', 'Statut']);
  });
});
