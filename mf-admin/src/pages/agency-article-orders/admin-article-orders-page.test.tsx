import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARTICLE_ORDER_ADMIN_CALLS, type AgencyArticleOrder } from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import {
  asSuperAdmin,
  paidArticleOrder,
  signInOnPlatform,
  useBillingPlatformService,
} from '../../testing/billing-service.js';
import AdminArticleOrdersPage from './admin-article-orders-page.js';
import { searchList } from '../../../../shell/kit/test/list-search.js';

/** The screen against the real billing service (its own PostgreSQL database), no stand-in, as support. */
const service = useBillingPlatformService();

async function show() {
  await signInOnPlatform(service, 'support');
  render(
    <PortalProvider>
      <AdminArticleOrdersPage />
    </PortalProvider>,
  );
  return userEvent.setup();
}

const ordersOf = async (query: string): Promise<AgencyArticleOrder[]> =>
  ARTICLE_ORDER_ADMIN_CALLS.list.response.parse(
    await asSuperAdmin(service, 'POST', '/admin/fetch/agency-article-orders', {
      query,
      filters: { status: [100, 200, 300, 400, 500] },
    }),
  ).data;

/** The row of this agency, its cells searched. */
const rowOf = (agency: string) => within(screen.getByText(agency).closest('tr') as HTMLElement);

describe('administration/adminAgencyArticleOrders', () => {
  it('lists the orders but the cancelled ones: date, agency, article, quantity, address, status badge, dates', async () => {
    await paidArticleOrder(service, { agencyName: 'Agence Alpha', quantity: 3, status: 200 });
    await paidArticleOrder(service, { agencyName: 'Agence Annulée', status: 500 });
    const user = await show();
    await searchList(user, 'Agence A');
    await screen.findByText('Agence Alpha');
    const row = rowOf('Agence Alpha');
    expect(row.getByText('Badges NFC (lot de 10)')).toBeTruthy();
    expect(row.getByText('3')).toBeTruthy();
    expect(row.getByText('12 rue de la Loge, 34000 Montpellier')).toBeTruthy();
    expect(row.getByText('Validée')).toBeTruthy();
    expect(row.getByText(/^Validée le \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.queryByText('Agence Annulée')).toBeNull();
  });

  it('changes a selection after confirming the counts: the order already there is skipped', async () => {
    for (const [agencyName, status] of [
      ['Vague Bravo', 100],
      ['Vague Charlie', 200],
      ['Vague Delta', 300],
    ] as const) {
      await paidArticleOrder(service, { agencyName, status });
    }
    const user = await show();
    await searchList(user, 'Vague');
    await screen.findByText('Vague Delta');
    await waitFor(() => expect(screen.queryByText('Agence Alpha')).toBeNull());
    for (const name of ['Vague Bravo', 'Vague Charlie', 'Vague Delta'])
      await user.click(rowOf(name).getByRole('checkbox'));
    const bar = within(
      (await screen.findByText('3 commande(s) sélectionnée(s)')).closest('.ant-pro-table-alert') as HTMLElement,
    );
    await user.click(bar.getByRole('button', { name: /Changer le statut/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Envoyée' }));
    expect(await screen.findByText('2 commandes seront modifiées (statut « Envoyée »).')).toBeTruthy();
    expect(screen.getByText('1 commande déjà dans ce statut sera ignorée.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('2 commandes modifiées')).toBeTruthy();
    const lots = await ordersOf('Vague');
    expect(lots.map((order) => order.status)).toEqual([300, 300, 300]);
    expect(lots.find((order) => order.agency.name === 'Vague Charlie')?.validatedAt).not.toBeNull();
  });

  it('changes one order to any status with the date typed, and says so in French when the date does not exist', async () => {
    await paidArticleOrder(service, { agencyName: 'Agence Écho', status: 400 });
    const user = await show();
    await searchList(user, 'Echo');
    await screen.findByText('Agence Écho');
    await user.click(rowOf('Agence Écho').getByRole('button', { name: 'Modifier' }));
    await screen.findByLabelText('Commentaire');
    const dialog = within(screen.getByRole('dialog', { name: 'Modifier la commande' }));
    await user.click(dialog.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByTitle('Annulée'));
    const date = await dialog.findByLabelText('Date du statut');
    await user.type(date, '31/02/2026');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await dialog.findByText("La date n'existe pas")).toBeTruthy();
    await user.clear(date);
    await user.type(date, '20/11/2026 14:30');
    await user.type(dialog.getByLabelText('Commentaire'), 'Rupture de stock');
    await user.click(dialog.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Commande enregistrée')).toBeTruthy();
    const [order] = await ordersOf('Agence Echo');
    expect(order).toMatchObject({ status: 500, canceledAt: '2026-11-20T13:30:00.000Z', comment: 'Rupture de stock' });
    expect(order?.receivedAt).not.toBeNull();
  });
});
