import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Customer, Right } from '@portal/contracts';
import { PortalProvider, queryClient } from '@portal/kit';
import { configureServicesForTest, signInForTest } from '../../../../shell/kit/test/session.js';
import { startBillingTestServer, testCustomer, type BillingTestServer } from './billing-test-server.js';
import CustomersPage from './customers-page.js';

let server: BillingTestServer;
let agencyId: string;

const CUSTOMERS: Customer[] = [
  testCustomer(1, { name: 'Résidence Les Oliviers', phone: '04 67 40 11 22' }),
  testCustomer(2, {
    name: 'Jeanne Petit',
    type: 200,
    prospect: true,
    address: { ...testCustomer(2).address, city: 'Sète' },
  }),
  testCustomer(3, { name: 'Mairie de Lattes', type: 400, status: 200 }),
  testCustomer(4, { name: 'Ancien client', status: 300 }),
];

async function show(rights: Right[]) {
  server = await startBillingTestServer(CUSTOMERS.map((customer) => ({ ...customer })));
  configureServicesForTest(server.url);
  agencyId = signInForTest({ rights }).session.agencyId ?? '';
  queryClient.clear();
  render(
    <PortalProvider>
      <CustomersPage />
    </PortalProvider>,
  );
  return userEvent.setup();
}
const row = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);

afterEach(async () => {
  // The screen goes before its service: nothing it still fetches meets a closed port.
  cleanup();
  queryClient.clear();
  await server?.close();
});

describe('customers screen', () => {
  it('lists the active and inactive customers with their columns, prospects tagged', async () => {
    await show(['customers.list']);
    expect(await screen.findByText('Résidence Les Oliviers')).toBeTruthy();
    for (const title of ['N° client', 'Nom', 'Type', 'Ville', 'E-mail', 'Téléphone', 'Statut']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(server.lists[0]?.filters).toEqual({ status: [100, 200] });
    expect(screen.queryByText('Ancien client')).toBeNull();
    expect(row('Résidence Les Oliviers').getByText('411-00001')).toBeTruthy();
    expect(row('Résidence Les Oliviers').getByText('Entreprise')).toBeTruthy();
    expect(row('Résidence Les Oliviers').getByText('04 67 40 11 22')).toBeTruthy();
    expect(row('Jeanne Petit').getByText('Prospect')).toBeTruthy();
    expect(row('Jeanne Petit').getByText('Client particulier')).toBeTruthy();
    expect(row('Jeanne Petit').getByText('Sète')).toBeTruthy();
    expect(row('Mairie de Lattes').getByText('Inactif')).toBeTruthy();
    // Without customers.create, customers.edit nor customers.delete: no add button, no row action.
    expect(screen.queryByRole('button', { name: /Ajouter un client/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Archivage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Suppression' })).toBeNull();
  });

  it('filters prospects or clients from the switch above the list', async () => {
    const user = await show(['customers.list']);
    await screen.findByText('Résidence Les Oliviers');
    await user.click(screen.getByText('Prospects'));
    await waitFor(() => expect(screen.queryByText('Résidence Les Oliviers')).toBeNull());
    expect(server.lists.at(-1)?.filters).toEqual({ status: [100, 200], prospect: [true] });
    expect(screen.getByText('Jeanne Petit')).toBeTruthy();
    await user.click(screen.getByText('Clients', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(server.lists.at(-1)?.filters).toEqual({ status: [100, 200], prospect: [false] }));
  });

  it('archives after confirmation and the list follows; inactive ones offer Réactivation', async () => {
    const user = await show(['customers.list', 'customers.edit']);
    await screen.findByText('Résidence Les Oliviers');
    expect(row('Mairie de Lattes').getByRole('button', { name: 'Réactivation' })).toBeTruthy();
    await user.click(row('Résidence Les Oliviers').getByRole('button', { name: 'Archivage' }));
    expect(await screen.findByText('Archiver le client « Résidence Les Oliviers » ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Client archivé')).toBeTruthy();
    expect(server.actions).toEqual([`PATCH /agency/${agencyId}/customer/${CUSTOMERS[0]?.id}/archive`]);
    await waitFor(() => expect(screen.queryByText('Résidence Les Oliviers')).toBeNull());
  });

  it('removes a customer after the final-deletion confirmation', async () => {
    const user = await show(['customers.list', 'customers.edit', 'customers.delete']);
    await screen.findByText('Jeanne Petit');
    await user.click(row('Jeanne Petit').getByRole('button', { name: 'Suppression' }));
    expect(await screen.findByText('La suppression est définitive')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Client supprimé')).toBeTruthy();
    expect(server.actions.at(-1)).toBe(`DELETE /agency/${agencyId}/agencyCustomer/${CUSTOMERS[1]?.id}`);
    await waitFor(() => expect(screen.queryByText('Jeanne Petit')).toBeNull());
  });

  it("opens the customer dialog from 'Ajouter un client' for those who may create", async () => {
    const user = await show(['customers.list', 'customers.create']);
    await screen.findByText('Résidence Les Oliviers');
    await user.click(screen.getByRole('button', { name: /Ajouter un client/ }));
    expect(await screen.findByRole('tab', { name: 'Informations' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toBeTruthy();
  });
});
