import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalProvider, formatMoney } from '@portal/kit';
import { asOwner, useBillingTestService } from '../../testing/billing-service.js';
import { signInAsCustomer } from '../../testing/customer-user.js';
import {
  completeSellerIdentity,
  createInvoiceOnService,
  draftOf,
} from '../commercial-documents/testing/documents-on-service.js';
import CustomerInvoicesPage from './customer-invoices-page.js';

/** The customer's screen against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('customerInvoices (Mes factures)', { timeout: 60_000 }, () => {
  it("lists the customer's validated invoices and credit notes, what remains to pay, and their PDF", async () => {
    const agency = await service.agency();
    await completeSellerIdentity(service, agency);
    const { oliviers, odysseum } = agency.customers;
    const partly = await createInvoiceOnService(service, agency, draftOf(oliviers, { title: 'Gardiennage mars' }), {
      validated: true,
    });
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/invoice/${partly.id}/payment`, {
      date: '2026-03-20',
      amount: '20.00',
    });
    const second = await createInvoiceOnService(
      service,
      agency,
      draftOf(oliviers, { title: 'Rondes avril', rows: [{ designation: 'Ronde', quantity: '2', unitPrice: '50.00' }] }),
      { validated: true },
    );
    const creditNote = (await asOwner(
      service,
      agency,
      'POST',
      `/agency/${agency.agencyId}/invoice/${second.id}/credit-note`,
      {},
    )) as {
      id: string;
    };
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/invoice/${creditNote.id}/validate`);
    await createInvoiceOnService(service, agency, draftOf(oliviers, { title: 'Brouillon interne' }));
    await createInvoiceOnService(service, agency, draftOf(odysseum, { title: 'Facture Odysseum' }), {
      validated: true,
    });

    await signInAsCustomer(service, agency, oliviers);
    render(
      <PortalProvider>
        <CustomerInvoicesPage />
      </PortalProvider>,
    );
    await screen.findByText('Gardiennage mars');
    expect(screen.queryByText('Brouillon interne')).toBeNull();
    expect(screen.queryByText('Facture Odysseum')).toBeNull();
    const invoice = rowOf('Gardiennage mars');
    expect(invoice.getByText('Facture')).toBeTruthy();
    expect(invoice.getByText(money('120.00'))).toBeTruthy();
    expect(invoice.getByText(money('100.00'))).toBeTruthy();
    expect(screen.getAllByText('Avoir').length).toBeGreaterThan(0);
    // 100.00 left on the first, 120.00 on the second: the credit note is not due by the customer.
    await waitFor(() => expect(screen.getByText(money('220.00'))).toBeTruthy());
    expect(screen.getByText('(2 facture(s))')).toBeTruthy();

    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    try {
      await userEvent.setup().click(invoice.getByRole('button', { name: 'Télécharger' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    } finally {
      open.mockRestore();
    }
  });
});
