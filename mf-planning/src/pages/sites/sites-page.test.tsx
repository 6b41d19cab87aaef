import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SitesPage from './sites-page.js';
import { endScreen, renderScreen } from './testing/render-screen.js';
import { startOperationsServer, type OperationsServer } from './testing/operations-server.js';

let s: OperationsServer;
let agencyId: string;
beforeAll(async () => {
  s = await startOperationsServer();
  agencyId = (await s.run('provisionAgency')).agencyId;
  const oliviers = (await s.run('addCustomer', agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  const odysseum = (await s.run('addCustomer', agencyId, { name: 'Centre Odysseum' })).customerId;
  await s.run('createSite', agencyId, {
    name: 'Bâtiment A',
    customerId: oliviers,
    address: { zipcode: '34080', city: 'Montpellier' },
  });
  await s.run('createSite', agencyId, { name: 'Bâtiment B', customerId: oliviers, status: 200 });
  await s.run('createSite', agencyId, { name: 'Parking P1', customerId: odysseum, address: { city: 'Lattes' } });
});
afterAll(async () => {
  await s?.close();
});
afterEach(endScreen);

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

describe('the sites screen', () => {
  it("lists the agency's sites with their customer, city and status", async () => {
    await s.signIn(agencyId);
    renderScreen(<SitesPage />);
    await waitFor(() => expect(rowNames()).toEqual(['Bâtiment A', 'Bâtiment B', 'Parking P1']));
    const first = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Résidence Les Oliviers')).toBeTruthy();
    expect(within(first).getByText('34080 Montpellier')).toBeTruthy();
    expect(within(first).getByText('Actif')).toBeTruthy();
    expect(screen.getByText('Inactif')).toBeTruthy();
  });

  it('filters by customer with the customer picker', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SitesPage />);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await user.type(screen.getByRole('combobox', { name: 'Filtrer par client' }), 'odyss');
    await user.click(await screen.findByTitle(/^Centre Odysseum/));
    await waitFor(() => expect(rowNames()).toEqual(['Parking P1']));
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SitesPage />);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Filtrer par statut' }));
    await user.click(await screen.findByTitle('Inactif'));
    await waitFor(() => expect(rowNames()).toEqual(['Bâtiment B']));
  });

  it("offers 'Nouveau site' to those holding sites.create, and it opens the site dialog", async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId, { role: 'staff', rights: ['sites.list'] });
    const view = renderScreen(<SitesPage />);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Nouveau site/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Consulter' })).toHaveLength(3);
    view.unmount();

    await s.signIn(agencyId, { role: 'staff', rights: ['sites.list', 'sites.create'] });
    renderScreen(<SitesPage />);
    await user.click(await screen.findByRole('button', { name: /Nouveau site/ }));
    await user.click(await screen.findByRole('tab', { name: 'Adresse' }));
    expect(screen.getByRole('dialog', { name: 'Nouveau site' })).toBeTruthy();
    expect((screen.getByLabelText('Périmètre (m)') as HTMLInputElement).value).toBe('100');
  });

  it('deactivates a site from its row', async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId);
    renderScreen(<SitesPage />);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    const parking = screen.getAllByRole('row').find((row) => row.textContent?.includes('Parking P1')) as HTMLElement;
    await user.click(within(parking).getByRole('button', { name: 'Désactiver' }));
    await waitFor(() => {
      const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes('Parking P1'));
      expect(row?.textContent).toContain('Inactif');
    });
  });
});
