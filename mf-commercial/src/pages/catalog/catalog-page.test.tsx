import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOG_CALLS, type CatalogItem, type Right, type SaveCatalogItemInput } from '@portal/contracts';
import { PortalProvider, formatMoney } from '@portal/kit';
import { asOwner, signInOnService, useBillingTestService, type TestAgency } from '../../testing/billing-service.js';
import CatalogPage from './catalog-page.js';

/** The screen against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const EVERY_RIGHT: Right[] = ['catalog.list', 'catalog.create', 'catalog.edit', 'catalog.delete'];

async function show(rights: Right[], prepare?: (agency: TestAgency) => Promise<void>) {
  const agency = await service.agency();
  await prepare?.(agency);
  await signInOnService(service, agency, { rights });
  render(
    <PortalProvider>
      <CatalogPage />
    </PortalProvider>,
  );
  return { agency, user: userEvent.setup() };
}

const createOnService = async (agency: TestAgency, body: SaveCatalogItemInput) =>
  CATALOG_CALLS.save.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/catalog-item`, body),
  );
const articlesOnService = async (agency: TestAgency): Promise<CatalogItem[]> =>
  CATALOG_CALLS.list.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/fetch/catalog-items`, { limit: 100 }),
  ).data;

/** The row holding a designation, its cells searched. */
const rowOf = (designation: string) => within(screen.getByText(designation).closest('tr') as HTMLElement);
/** The dialog once its form is there (loaded on demand: a placeholder of the same title comes first). */
async function dialogNamed(title: string) {
  await screen.findByLabelText('Désignation');
  return within(screen.getByRole('dialog', { name: title }));
}
/** An amount as the cell shows it, its no-break spaces read as spaces (testing-library's normalizer). */
const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');

describe('serviceCatalog screen', () => {
  it("says 'Le catalogue est vide', then imports the default catalogue after confirmation", async () => {
    const { agency, user } = await show(EVERY_RIGHT);
    expect(await screen.findByText('Le catalogue est vide')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Importer le catalogue par défaut/ }));
    expect(await screen.findByText('Importer le catalogue par défaut ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    expect(await screen.findByText(/^\d+ article\(s\) importé\(s\), 0 déjà présent\(s\)$/)).toBeTruthy();
    const ssiap = await screen.findByText("Agent de sécurité SSIAP 1 à l'heure");
    expect(ssiap).toBeTruthy();
    const row = rowOf("Agent de sécurité SSIAP 1 à l'heure");
    expect(row.getByText(money('24.50'))).toBeTruthy();
    expect(row.getByText('Heure')).toBeTruthy();
    expect(row.getByText('20 %')).toBeTruthy();
    expect(row.getByText('Sécurité incendie')).toBeTruthy();
    expect(row.getByText('Articles Agence')).toBeTruthy();
    expect((await articlesOnService(agency)).length).toBeGreaterThanOrEqual(20);
  });

  it('searches the designation and description ignoring case and accents', async () => {
    const { user } = await show(['catalog.list'], async (agency) => {
      await createOnService(agency, { designation: 'Agent cynophile', unitPrice: '29.50', priceUnit: 'hour' });
      await createOnService(agency, {
        designation: 'Nettoyage de bureaux',
        description: 'Dépoussiérage et lavage des sols',
        unitPrice: '1.80',
        priceUnit: 'sqm',
      });
    });
    await screen.findByText('Agent cynophile');
    await user.type(screen.getByRole('textbox', { name: 'Rechercher' }), 'DEPOUSSIERAGE');
    await waitFor(() => expect(screen.queryByText('Agent cynophile')).toBeNull());
    expect(rowOf('Nettoyage de bureaux').getByText(money('1.80'))).toBeTruthy();
    expect(rowOf('Nettoyage de bureaux').getByText('m²')).toBeTruthy();
  });

  it('creates an article from the dialog, the price typed with a comma', async () => {
    const { agency, user } = await show(EVERY_RIGHT);
    await screen.findByText('Le catalogue est vide');
    await user.click(screen.getByRole('button', { name: /Ajouter un article/ }));
    const dialog = await dialogNamed('Nouvel article');
    await user.type(dialog.getByLabelText('Désignation'), 'Ronde de surveillance véhiculée');
    await user.type(dialog.getByLabelText('Prix unitaire HT'), '35,5');
    await user.click(dialog.getByRole('combobox', { name: 'Unité' }));
    await user.click(await screen.findByTitle('Forfait'));
    await user.type(dialog.getByLabelText('Spécialité'), 'Sécurité');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Article créé')).toBeTruthy();
    expect(await screen.findByText('Ronde de surveillance véhiculée')).toBeTruthy();
    expect(rowOf('Ronde de surveillance véhiculée').getByText(money('35.50'))).toBeTruthy();
    const [saved] = await articlesOnService(agency);
    expect(saved).toMatchObject({
      designation: 'Ronde de surveillance véhiculée',
      unitPrice: '35.50',
      priceUnit: 'amount',
      vatRate: '20.00',
      specialty: 'Sécurité',
      customerId: null,
    });
  });

  it('refuses a missing designation and a price of 3 decimals in French, and writes nothing', async () => {
    const { agency, user } = await show(EVERY_RIGHT);
    await screen.findByText('Le catalogue est vide');
    await user.click(screen.getByRole('button', { name: /Ajouter un article/ }));
    const dialog = await dialogNamed('Nouvel article');
    await user.type(dialog.getByLabelText('Prix unitaire HT'), '12,345');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Le prix doit être un montant positif avec au plus 2 décimales')).toBeTruthy();
    expect((await dialog.findAllByText('Obligatoire')).length).toBe(2);
    expect(await articlesOnService(agency)).toEqual([]);
  });

  it("edits an article's price, then removes it after 'La suppression est définitive'", async () => {
    const { agency, user } = await show(EVERY_RIGHT, async (agency) => {
      await createOnService(agency, { designation: 'Vitrerie', unitPrice: '3.50', priceUnit: 'sqm' });
    });
    await screen.findByText('Vitrerie');
    await user.click(rowOf('Vitrerie').getByRole('button', { name: 'Modifier' }));
    const dialog = await dialogNamed("Modifier l'article");
    const price = dialog.getByLabelText('Prix unitaire HT');
    expect((price as HTMLInputElement).value).toBe('3,50');
    await user.clear(price);
    await user.type(price, '3,90');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Article enregistré')).toBeTruthy();
    await waitFor(() => expect(rowOf('Vitrerie').getByText(money('3.90'))).toBeTruthy());

    await user.click(rowOf('Vitrerie').getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La suppression est définitive')).toBeTruthy();
    // The confirmation's own button, after the row's.
    await user.click(screen.getAllByRole('button', { name: 'Supprimer' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Article supprimé')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Vitrerie')).toBeNull());
    expect(await articlesOnService(agency)).toEqual([]);
  });

  it("shows a customer's own article with his name; 'Articles Agence' keeps the agency's", async () => {
    const { user } = await show(['catalog.list'], async (agency) => {
      await createOnService(agency, { designation: 'Tarif général', unitPrice: '24', priceUnit: 'hour' });
      await createOnService(agency, {
        designation: 'Tarif négocié',
        unitPrice: '22',
        priceUnit: 'hour',
        customerId: agency.customers.oliviers,
      });
    });
    await screen.findByText('Tarif négocié');
    expect(rowOf('Tarif négocié').getByText('Résidence Les Oliviers')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Articles' }));
    await user.click(await screen.findByTitle('Articles Agence'));
    await waitFor(() => expect(screen.queryByText('Tarif négocié')).toBeNull());
    expect(screen.getByText('Tarif général')).toBeTruthy();
  });

  it('without catalog.create, edit nor delete: no add, no import, no row action', async () => {
    await show(['catalog.list'], async (agency) => {
      await createOnService(agency, { designation: 'Gardiennage', unitPrice: '22.50', priceUnit: 'hour' });
    });
    await screen.findByText('Gardiennage');
    expect(screen.queryByRole('button', { name: /Ajouter un article/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Importer le catalogue/ })).toBeNull();
    expect(rowOf('Gardiennage').queryByRole('button', { name: 'Modifier' })).toBeNull();
    expect(rowOf('Gardiennage').queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });
});
