import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_OFFER_ADMIN_CALLS,
  type SaveSubscriptionOfferInput,
  type SubscriptionOffer,
} from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import { asSuperAdmin, signInOnPlatform, useBillingPlatformService } from '../../testing/billing-service.js';
import SubscriptionOffersPage from './subscription-offers-page.js';
import { searchList } from '../../../../shell/kit/test/list-search.js';

/** The screen against the real billing service (its own PostgreSQL database, the seeded offers), no stand-in. */
const service = useBillingPlatformService();

async function show() {
  await signInOnPlatform(service);
  render(
    <PortalProvider>
      <SubscriptionOffersPage />
    </PortalProvider>,
  );
  return userEvent.setup();
}

const create = async (body: SaveSubscriptionOfferInput) =>
  SUBSCRIPTION_OFFER_ADMIN_CALLS.save.response.parse(await asSuperAdmin(service, 'POST', '/admin/agency-offer', body));
const offersNamed = async (query: string): Promise<SubscriptionOffer[]> =>
  SUBSCRIPTION_OFFER_ADMIN_CALLS.list.response.parse(
    await asSuperAdmin(service, 'POST', '/admin/agency-offers', { query, filters: { status: [100, 200, 300] } }),
  ).data;

/** The row whose name is this (a pack's name may also be its type's label), its cells searched. */
const rowOf = (name: string) => within(screen.getAllByText(name)[0]?.closest('tr') as HTMLElement);
/** The multi-select's bar, above the list. */
const selectionBar = (count: number) =>
  within(screen.getByText(`${count} offre(s) sélectionnée(s)`).closest('.ant-pro-table-alert') as HTMLElement);
/** Text the way testing-library reads it (no-break spaces as spaces). */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('administration/agencySubscriptionOffers', () => {
  it('lists the activated and deactivated offers; the locked types can be edited, not toggled nor deleted', async () => {
    await show();
    const pro = await screen.findByText('PRO');
    expect(pro).toBeTruthy();
    const proRow = rowOf('PRO');
    expect(proRow.getByText(spaced('49,99 € HT / mois'))).toBeTruthy();
    expect(proRow.getByText('5 licences incluses')).toBeTruthy();
    expect(proRow.getByText('Abonnement non modifiable')).toBeTruthy();
    expect(proRow.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(proRow.queryByRole('button', { name: 'Désactiver' })).toBeNull();
    expect(proRow.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(proRow.queryByRole('button', { name: 'Dupliquer' })).toBeNull();
    const pack = rowOf('Pack Signatures électroniques');
    expect(pack.getByText(spaced('9,90 € HT le pack'))).toBeTruthy();
    expect(pack.getByText('10 signatures électroniques')).toBeTruthy();
    for (const action of ['Modifier', 'Désactiver', 'Dupliquer', 'Supprimer']) {
      expect(pack.getByRole('button', { name: action })).toBeTruthy();
    }
    expect(screen.getAllByText('Pack Bulletins de paie').length).toBeGreaterThan(0);
  });

  it('creates a subscription: the yearly price follows 11 × the monthly price as it is typed', async () => {
    const user = await show();
    await screen.findByText('PRO');
    await user.click(screen.getByRole('button', { name: /Ajouter une offre/ }));
    await screen.findByLabelText('Nom');
    const dialog = within(screen.getByRole('dialog', { name: 'Nouvelle offre' }));
    await user.type(dialog.getByLabelText('Nom'), 'Licences équipe');
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Abonnement licences utilisateurs'));
    await user.type(await dialog.findByLabelText('Prix mensuel HT'), '19,9');
    expect((dialog.getByLabelText('Prix annuel HT') as HTMLInputElement).value).toBe('218,90');
    expect((dialog.getByLabelText('Licences incluses') as HTMLInputElement).value).toBe('1');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Offre créée')).toBeTruthy();
    expect(await screen.findByText('Licences équipe')).toBeTruthy();
    const [saved] = await offersNamed('Licences équipe');
    expect(saved).toMatchObject({
      type: 100,
      category: 'subs',
      status: 200,
      price: '19.90',
      yearlyPrice: '218.90',
      includedLicences: 1,
    });
  });

  it('refuses a missing name and a price of 3 decimals in French; saves nothing', async () => {
    const user = await show();
    await screen.findByText('PRO');
    await user.click(screen.getByRole('button', { name: /Ajouter une offre/ }));
    await screen.findByLabelText('Nom');
    const dialog = within(screen.getByRole('dialog', { name: 'Nouvelle offre' }));
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByTitle('Pack Fiches collaborateurs'));
    await user.type(await dialog.findByLabelText('Prix du pack HT'), '12,345');
    expect((dialog.getByLabelText('Quantité du pack') as HTMLInputElement).value).toBe('1');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Le prix doit être un montant positif avec au plus 2 décimales')).toBeTruthy();
    expect(await dialog.findByText('Obligatoire')).toBeTruthy();
    expect(await offersNamed('Pack Fiches')).toHaveLength(1);
  });

  it('deactivates a selection after confirming the counts: those already deactivated and PRO are skipped', async () => {
    for (const [name, status] of [
      ['Lot Alpha', 100],
      ['Lot Bravo', 100],
      ['Lot Charlie', 200],
    ] as const) {
      await create({ name, type: 300, price: '10', status });
    }
    const user = await show();
    await screen.findByText('PRO');
    await user.click(rowOf('PRO').getByRole('checkbox'));
    await searchList(user, 'Lot ');
    await waitFor(() => expect(screen.queryByText('PRO')).toBeNull());
    for (const name of ['Lot Alpha', 'Lot Bravo', 'Lot Charlie']) await user.click(rowOf(name).getByRole('checkbox'));
    expect(await screen.findByText('4 offre(s) sélectionnée(s)')).toBeTruthy();
    await user.click(selectionBar(4).getByRole('button', { name: 'Désactiver' }));
    expect(await screen.findByText('2 offres seront désactivées.')).toBeTruthy();
    expect(screen.getByText('1 offre déjà dans ce statut sera ignorée.')).toBeTruthy();
    expect(screen.getByText('1 offre non modifiable ou supprimée sera ignorée.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Désactiver' }).at(-1) as HTMLElement);
    expect(await screen.findByText('2 offres désactivées')).toBeTruthy();
    const lots = (await offersNamed('Lot ')).filter((offer) => offer.name.startsWith('Lot '));
    expect(lots.map((offer) => offer.status)).toEqual([200, 200, 200]);
    expect((await offersNamed('PRO')).find((offer) => offer.name === 'PRO')?.status).toBe(100);
  });

  it('shows cards (name, type, price, what it gives, status, sales) and deletes the one selected', async () => {
    await create({ name: 'Carte Delta', type: 210, price: '19.80', packQuantity: 20, status: 100 });
    const user = await show();
    await screen.findByText('PRO');
    await searchList(user, 'Carte Delta');
    await waitFor(() => expect(screen.queryByText('PRO')).toBeNull());
    await user.click(screen.getByText('Cartes'));
    const card = within(await screen.findByRole('article', { name: 'Carte Delta' }));
    expect(card.getByText('Pack Signatures électroniques')).toBeTruthy();
    expect(card.getByText(spaced('19,80 € HT le pack'))).toBeTruthy();
    expect(card.getByText('20 signatures électroniques')).toBeTruthy();
    expect(card.getByText('Activée')).toBeTruthy();
    expect(card.getByText(spaced('0 vente · 0,00 € HT'))).toBeTruthy();
    await user.click(card.getByRole('checkbox', { name: 'Sélectionner Carte Delta' }));
    await screen.findByText('1 offre(s) sélectionnée(s)');
    await user.click(selectionBar(1).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('1 offre sera supprimée.')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Supprimer' }).at(-1) as HTMLElement);
    expect(await screen.findByText('1 offre supprimée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Carte Delta' })).toBeNull());
    expect((await offersNamed('Carte Delta'))[0]?.status).toBe(300);
  });

  it("duplicates an offer and opens its copy, deactivated, named '(copie)'", async () => {
    await create({ name: 'Badge Echo', type: 300, price: '5', status: 100 });
    const user = await show();
    await screen.findByText('PRO');
    await searchList(user, 'Badge Echo');
    await waitFor(() => expect(screen.queryByText('PRO')).toBeNull());
    await user.click(rowOf('Badge Echo').getByRole('button', { name: 'Dupliquer' }));
    await screen.findByLabelText('Nom');
    const dialog = within(screen.getByRole('dialog', { name: "Copie de l'offre" }));
    expect((dialog.getByLabelText('Nom') as HTMLInputElement).value).toBe('Badge Echo (copie)');
    expect(dialog.getByText(/Copie créée désactivée/)).toBeTruthy();
    expect((await offersNamed('Badge Echo')).map((offer) => [offer.name, offer.status])).toEqual([
      ['Badge Echo (copie)', 200],
      ['Badge Echo', 100],
    ]);
  });
});
