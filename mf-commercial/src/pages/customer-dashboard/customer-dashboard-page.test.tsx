import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, localDateOf } from '@portal/contracts';
import { PortalProvider, formatDate, formatMoney } from '@portal/kit';
import { asOwner, useBillingTestService } from '../../testing/billing-service.js';
import { signInAsCustomer } from '../../testing/customer-user.js';
import {
  completeSellerIdentity,
  createInvoiceOnService,
  draftOf,
} from '../commercial-documents/testing/documents-on-service.js';
import CustomerDashboardPage from './customer-dashboard-page.js';

/** The customer's dashboard against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const today = localDateOf(Date.now());
const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');
const figure = (title: string) => within(screen.getByRole('group', { name: title }));
const rowOf = (number: string | null) => within(screen.getByText(number ?? '-').closest('tr') as HTMLElement);

function showDashboard() {
  render(
    <PortalProvider>
      <CustomerDashboardPage />
    </PortalProvider>,
  );
}

describe('customerDashboard (Tableau de bord)', { timeout: 60_000 }, () => {
  it('shows what the customer owes, the overdue part in red, the next due date and the invoices to settle', async () => {
    const agency = await service.agency();
    await completeSellerIdentity(service, agency);
    const { oliviers, odysseum } = agency.customers;
    const invoice = (title: string, date: string, dueDate: string, unitPrice = '100.00') =>
      createInvoiceOnService(
        service,
        agency,
        draftOf(oliviers, {
          title,
          date,
          dueDate,
          rows: [{ designation: 'Gardiennage', unitPrice, vatRate: '20.00' }],
        }),
        { validated: true },
      );
    const pay = (id: string, amount: string) =>
      asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/invoice/${id}/payment`, { date: today, amount });
    // 120.00, 20.00 paid, due ten days ago.
    const late = await invoice('Gardiennage septembre', addDays(today, -40), addDays(today, -10));
    await pay(late.id, '20.00');
    // 240.00, due in twenty days.
    const upcoming = await invoice('Rondes octobre', addDays(today, -10), addDays(today, 20), '200.00');
    // Paid, a draft, another customer's: nothing due here.
    const paid = await invoice('Gardiennage août', addDays(today, -70), addDays(today, -40));
    await pay(paid.id, '120.00');
    await createInvoiceOnService(service, agency, draftOf(oliviers, { title: 'Brouillon interne' }));
    await createInvoiceOnService(service, agency, draftOf(odysseum), { validated: true });

    await signInAsCustomer(service, agency, oliviers);
    showDashboard();
    await screen.findByRole('group', { name: 'Reste à payer' });
    expect(figure('Reste à payer').getByText(money('340.00'))).toBeTruthy();
    expect(figure('Reste à payer').getByText('2 factures')).toBeTruthy();
    const overdue = figure('Dont en retard').getByText(money('100.00'));
    expect(overdue.closest('.ant-statistic-content')?.getAttribute('style')).toMatch(/color/);
    expect(figure('Dont en retard').getByText('1 facture')).toBeTruthy();
    expect(figure('Prochaine échéance').getByText(formatDate(addDays(today, 20)))).toBeTruthy();

    const table = within(screen.getByRole('region', { name: 'Factures à régler' }));
    const numbers = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(numbers).toEqual([late.number, upcoming.number]);
    expect(table.queryByText(paid.number ?? '-')).toBeNull();
    expect(rowOf(late.number).getByText('En retard')).toBeTruthy();
    expect(rowOf(late.number).getByText(money('100.00'))).toBeTruthy();
    expect(rowOf(upcoming.number).queryByText('En retard')).toBeNull();
    // Nothing paid yet: its total is what remains (the total's column shows once the screen's width is known).
    await waitFor(() => expect(rowOf(upcoming.number).getAllByText(money('240.00'))).toHaveLength(2));

    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await userEvent.setup().click(rowOf(late.number).getByRole('button', { name: 'Télécharger' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    } finally {
      open.mockRestore();
    }
  });

  it('says so when nothing is due, nothing late and no due date ahead', async () => {
    const agency = await service.agency();
    await signInAsCustomer(service, agency, agency.customers.oliviers);
    showDashboard();
    await screen.findByText('Aucune facture à régler');
    expect(figure('Reste à payer').getByText(money('0.00'))).toBeTruthy();
    const overdue = figure('Dont en retard').getByText(money('0.00'));
    expect(overdue.closest('.ant-statistic-content')?.getAttribute('style') ?? '').not.toMatch(/color/);
    expect(figure('Prochaine échéance').getByText('Aucune')).toBeTruthy();
  });
});
