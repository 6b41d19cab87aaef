import { DEFAULT_CUSTOMER_RIGHTS } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endScreen, renderScreen } from '../sites/testing/render-screen.js';
import { startOperationsServer, type OperationsServer } from '../sites/testing/operations-server.js';
import CustomerSitesPage from './customer-sites-page.js';

let s: OperationsServer;
let agencyId: string;
let mine: string;
beforeAll(async () => {
  s = await startOperationsServer();
  agencyId = (await s.run('provisionAgency')).agencyId;
  mine = (await s.run('addCustomer', agencyId, { name: 'Résidence Les Oliviers' })).customerId;
  const theirs = (await s.run('addCustomer', agencyId, { name: 'Centre Odysseum' })).customerId;
  await s.run('createSite', agencyId, {
    name: 'Bâtiment A',
    customerId: mine,
    address: { street: '3 allée des Oliviers', zipcode: '34080', city: 'Montpellier' },
    instructions: 'Ronde toutes les deux heures',
    comments: 'Note interne à l’agence',
  });
  await s.run('createSite', agencyId, { name: 'Bâtiment B', customerId: mine });
  await s.run('createSite', agencyId, { name: 'Parking P1', customerId: theirs });
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

describe('customerSites', () => {
  it("shows a customer user his own sites only, and one site's details without the agency's notes", async () => {
    const user = userEvent.setup();
    await s.signIn(agencyId, { role: 'customer', customer: mine, rights: [...DEFAULT_CUSTOMER_RIGHTS] });
    renderScreen(<CustomerSitesPage />);
    await waitFor(() => expect(rowNames()).toEqual(['Bâtiment A', 'Bâtiment B']));
    expect(screen.queryByText('Parking P1')).toBeNull();
    expect(screen.queryByRole('button', { name: /Nouveau/ })).toBeNull();

    await user.click(screen.getAllByRole('button', { name: 'Voir' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Bâtiment A' });
    expect(await within(dialog).findByText('3 allée des Oliviers')).toBeTruthy();
    expect(within(dialog).getByText('34080 Montpellier')).toBeTruthy();
    expect(within(dialog).getByText('France')).toBeTruthy();
    expect(within(dialog).getByText('Ronde toutes les deux heures')).toBeTruthy();
    expect(within(dialog).queryByText('Note interne à l’agence')).toBeNull();
  });
});
