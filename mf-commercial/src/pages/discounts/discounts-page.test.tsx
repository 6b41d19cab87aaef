import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_CALLS, type Discount, type Right, type SaveDiscountInput } from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import { asOwner, signInOnService, useBillingTestService, type TestAgency } from '../../testing/billing-service.js';
import DiscountsPage from './discounts-page.js';

/** The screen against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const EVERY_RIGHT: Right[] = ['catalog.list', 'catalog.create', 'catalog.edit', 'catalog.delete'];

async function show(rights: Right[], discounts: SaveDiscountInput[] = []) {
  const agency = await service.agency();
  for (const body of discounts) {
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/discount`, body);
  }
  await signInOnService(service, agency, { rights });
  render(
    <PortalProvider>
      <DiscountsPage />
    </PortalProvider>,
  );
  return { agency, user: userEvent.setup() };
}

const discountsOnService = async (agency: TestAgency): Promise<Discount[]> =>
  DISCOUNT_CALLS.list.response.parse(
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/fetch/discounts`, {}),
  ).data;
const rowOf = (label: string) => within(screen.getByText(label).closest('tr') as HTMLElement);

/** The dialog once its form is there (loaded on demand: a placeholder of the same title comes first). */
async function dialogNamed(title: string) {
  await screen.findByLabelText('Libellé');
  return within(screen.getByRole('dialog', { name: title }));
}

describe('discountList screen', () => {
  it("lists discounts and fees with their type's label and their value the French way", async () => {
    await show(
      ['catalog.list'],
      [
        { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
        { label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35' },
        { label: 'Frais de dossier', kind: 'fee', type: 'percent', value: '2.5' },
      ],
    );
    await screen.findByText('Remise fidélité');
    expect(rowOf('Remise fidélité').getByText('Remise')).toBeTruthy();
    expect(rowOf('Remise fidélité').getByText('Pourcentage du total HT')).toBeTruthy();
    expect(rowOf('Remise fidélité').getByText('5,00 %')).toBeTruthy();
    expect(rowOf('Frais de déplacement').getByText('Frais')).toBeTruthy();
    expect(rowOf('Frais de déplacement').getByText('Montant fixe HT')).toBeTruthy();
    expect(rowOf('Frais de déplacement').getByText(/^35,00\s€$/)).toBeTruthy();
    expect(rowOf('Frais de dossier').getByText('Pourcentage du montant HT')).toBeTruthy();
    expect(rowOf('Frais de dossier').getByText('2,50 %')).toBeTruthy();
    // Without catalog.create, edit nor delete: no add button, no row action.
    expect(screen.queryByRole('button', { name: /Ajouter une remise/ })).toBeNull();
    expect(rowOf('Remise fidélité').queryByRole('button', { name: 'Modifier' })).toBeNull();
  });

  it('creates a fee from the dialog, its type labelled for a fee, the value typed with a comma', async () => {
    const { agency, user } = await show(EVERY_RIGHT);
    await user.click(await screen.findByRole('button', { name: /Ajouter une remise/ }));
    const dialog = await dialogNamed('Nouvelle remise');
    expect(dialog.getByText('Pourcentage du total HT')).toBeTruthy();
    await user.type(dialog.getByLabelText('Libellé'), 'Frais de déplacement');
    await user.click(dialog.getByText('Frais'));
    expect(await dialog.findByText('Pourcentage du montant HT')).toBeTruthy();
    await user.click(dialog.getByText('Montant fixe HT'));
    await user.type(dialog.getByLabelText('Valeur'), '35,5');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Remise créée')).toBeTruthy();
    expect(await screen.findByText('Frais de déplacement')).toBeTruthy();
    expect(await discountsOnService(agency)).toEqual([
      expect.objectContaining({ label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35.50' }),
    ]);
  });

  it('refuses a percentage above 100 and more than 2 decimals in French, writing nothing', async () => {
    const { agency, user } = await show(EVERY_RIGHT);
    await user.click(await screen.findByRole('button', { name: /Ajouter une remise/ }));
    const dialog = await dialogNamed('Nouvelle remise');
    await user.type(dialog.getByLabelText('Libellé'), 'Remise exceptionnelle');
    await user.type(dialog.getByLabelText('Valeur'), '150');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText('Un pourcentage ne peut pas dépasser 100')).toBeTruthy();
    await user.clear(dialog.getByLabelText('Valeur'));
    await user.type(dialog.getByLabelText('Valeur'), '5,125');
    expect(await dialog.findByText('La valeur doit être positive avec au plus 2 décimales')).toBeTruthy();
    expect(await discountsOnService(agency)).toEqual([]);
  });

  it("edits a discount's value, then removes it after 'La suppression est définitive'", async () => {
    const { agency, user } = await show(EVERY_RIGHT, [
      { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' },
    ]);
    await screen.findByText('Remise fidélité');
    await user.click(rowOf('Remise fidélité').getByRole('button', { name: 'Modifier' }));
    const dialog = await dialogNamed('Modifier la remise');
    const value = dialog.getByLabelText('Valeur');
    expect((value as HTMLInputElement).value).toBe('5,00');
    await user.clear(value);
    await user.type(value, '7,5');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Remise enregistrée')).toBeTruthy();
    await waitFor(() => expect(rowOf('Remise fidélité').getByText('7,50 %')).toBeTruthy());

    await user.click(rowOf('Remise fidélité').getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('La suppression est définitive')).toBeTruthy();
    // The confirmation's own button, after the row's.
    await user.click(screen.getAllByRole('button', { name: 'Supprimer' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Remise supprimée')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Remise fidélité')).toBeNull());
    expect(await discountsOnService(agency)).toEqual([]);
  });
});
