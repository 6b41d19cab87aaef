import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CATALOG_CALLS, type CatalogItem, type SaveCatalogItemInput } from '@portal/contracts';
import { LazyDialog, PortalProvider } from '@portal/kit';
import { asOwner, signInOnService, useBillingTestService, type TestAgency } from '../../testing/billing-service.js';
import type { AddCatalogItemsDialogProps } from './add-catalog-items-dialog.js';

/** The dialog against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const createOnService = async (agency: TestAgency, body: SaveCatalogItemInput) =>
  CATALOG_CALLS.save.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/catalog-item`, body),
  );

/** What an editor does: opens the dialog on demand and keeps what it adds. */
function Editor(props: { agencyId: string; customerId: string | null; added: CatalogItem[][] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? null : <p>Fenêtre fermée</p>}
      <LazyDialog<AddCatalogItemsDialogProps>
        load={() => import('./add-catalog-items-dialog.js')}
        open={open}
        onClose={() => setOpen(false)}
        props={{ agencyId: props.agencyId, customerId: props.customerId, onAdd: (items) => props.added.push(items) }}
      />
    </>
  );
}

/** An agency with two agency articles, an archived one, and one article of Résidence Les Oliviers. */
async function show(customer: 'oliviers' | 'odysseum' | null) {
  const agency = await service.agency();
  await createOnService(agency, { designation: 'Vitrerie', unitPrice: '3.50', priceUnit: 'sqm' });
  await createOnService(agency, {
    designation: 'Agent de sécurité SSIAP 1',
    description: 'Sécurité incendie',
    unitPrice: '24.50',
    priceUnit: 'hour',
  });
  await createOnService(agency, { designation: 'Ancien tarif', unitPrice: '9', priceUnit: 'hour', status: 'archived' });
  await createOnService(agency, {
    designation: 'Ronde Oliviers',
    unitPrice: '28',
    priceUnit: 'amount',
    customerId: agency.customers.oliviers,
  });
  await signInOnService(service, agency, { rights: ['catalog.list'] });
  const added: CatalogItem[][] = [];
  render(
    <PortalProvider>
      <Editor agencyId={agency.agencyId} customerId={customer ? agency.customers[customer] : null} added={added} />
    </PortalProvider>,
  );
  await screen.findByText('Vitrerie');
  return { agency, added, user: userEvent.setup() };
}

const rowOf = (designation: string) => screen.getByText(designation).closest('tr') as HTMLElement;

describe('the add-catalogue-items dialog', () => {
  it("offers the agency's active articles, then the customer's own, and adds those checked in both tabs", async () => {
    const { added, user } = await show('oliviers');
    expect(screen.getByRole('tab', { name: 'Articles Agence' })).toBeTruthy();
    expect(screen.getByText('Agent de sécurité SSIAP 1')).toBeTruthy();
    expect(screen.queryByText('Ancien tarif')).toBeNull();
    expect(screen.queryByText('Ronde Oliviers')).toBeNull();
    const add = () => screen.getByRole('button', { name: /^Ajouter/ });
    expect((add() as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(rowOf('Agent de sécurité SSIAP 1')).getByRole('checkbox'));
    await user.click(within(rowOf('Vitrerie')).getByRole('checkbox'));
    await user.click(screen.getByRole('tab', { name: 'Articles Client' }));
    await screen.findByText('Ronde Oliviers');
    await user.click(within(rowOf('Ronde Oliviers')).getByRole('checkbox'));
    expect(add().textContent).toBe('Ajouter 3 article(s)');
    await user.click(add());

    expect(added.map((items) => items.map((item) => item.designation))).toEqual([
      ['Agent de sécurité SSIAP 1', 'Vitrerie', 'Ronde Oliviers'],
    ]);
    expect(added[0]?.[2]).toMatchObject({ unitPrice: '28.00', priceUnit: 'amount', vatRate: '20.00' });
    expect(await screen.findByText('Fenêtre fermée')).toBeTruthy();
  });

  it('searches the designation and description ignoring case and accents', async () => {
    const { user } = await show(null);
    await user.type(screen.getByRole('textbox', { name: 'Rechercher un article' }), 'SECURITE INCENDIE');
    await waitFor(() => expect(screen.queryByText('Vitrerie')).toBeNull());
    expect(screen.getByText('Agent de sécurité SSIAP 1')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Rechercher un article' }));
    await user.type(screen.getByRole('textbox', { name: 'Rechercher un article' }), 'plomberie');
    expect(await screen.findByText('Aucun article ne correspond à la recherche')).toBeTruthy();
  });

  it("says 'Le catalogue est vide' for a customer without articles", async () => {
    const { user } = await show('odysseum');
    await user.click(screen.getByRole('tab', { name: 'Articles Client' }));
    expect(await screen.findByText('Le catalogue est vide')).toBeTruthy();
  });

  it('has its customer tab disabled without a customer', async () => {
    await show(null);
    expect(screen.getByRole('tab', { name: 'Articles Client' }).getAttribute('aria-disabled')).toBe('true');
  });
});
