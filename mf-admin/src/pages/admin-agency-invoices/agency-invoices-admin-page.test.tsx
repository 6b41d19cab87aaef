import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AGENCY_INVOICE_ADMIN_CALLS, type AgencyInvoice } from '@portal/contracts';
import { PortalProvider } from '@portal/kit';
import {
  agencyInvoice,
  asSuperAdmin,
  signInOnPlatform,
  useBillingPlatformService,
} from '../../testing/billing-service.js';
import AgencyInvoicesAdminPage from './agency-invoices-admin-page.js';

/** The screen against the real billing service (its own PostgreSQL database, invoices made by its cart), no stand-in. */
const service = useBillingPlatformService();

type User = ReturnType<typeof userEvent.setup>;

async function show(query: string) {
  await signInOnPlatform(service);
  render(
    <PortalProvider>
      <AgencyInvoicesAdminPage />
    </PortalProvider>,
  );
  const user = userEvent.setup();
  // The list table's code loads on first use (the kit's ListTable is lazy).
  await user.type(await screen.findByRole('textbox', { name: 'Rechercher' }), query);
  return user;
}

const invoiceOnService = async (id: string): Promise<AgencyInvoice> =>
  AGENCY_INVOICE_ADMIN_CALLS.get.response.parse(await asSuperAdmin(service, 'GET', `/admin/agency-invoice/${id}`));
/** Text the way testing-library reads it (no-break spaces as spaces). */
const spaced = (text: string) => text.replace(/\s/g, ' ');
/** The list's row holding this text (not the drawer's). */
const rowOf = (text: string) =>
  within(
    screen
      .getAllByText(text)
      .map((element) => element.closest('tr'))
      .find((row) => row && !row.closest('[role="dialog"]')) as HTMLElement,
  );
/** The invoice's drawer once loaded (the skeleton shown while it loads bears the same title). */
async function drawer(invoice: AgencyInvoice) {
  const lines = await screen.findByRole('region', { name: 'Lignes' });
  const dialog = lines.closest('[role="dialog"]') as HTMLElement;
  expect(within(dialog).getByText(`Facture ${invoice.number}`)).toBeTruthy();
  return within(dialog);
}
/** The PDF the screen saves when `act` clicks its button (the browser's object URL is where it goes). */
async function savedPdf(act: () => Promise<void>): Promise<string> {
  const createUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  try {
    await act();
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    const pdf = createUrl.mock.calls[0]?.[0] as Blob;
    return new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5));
  } finally {
    createUrl.mockRestore();
    revoke.mockRestore();
  }
}
async function choose(user: User, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByTitle(option));
}

describe('administration/agencyInvoices', () => {
  it('lists the invoices 20 a page: number, date, agency, total, remaining due, status and payments’ status', async () => {
    const made: AgencyInvoice[] = [];
    for (let index = 1; index <= 21; index += 1) {
      made.push((await agencyInvoice(service, `Lot Page ${String(index).padStart(2, '0')}`)).invoice);
    }
    await show('Lot Page');
    expect(await screen.findByText('21 élément(s)')).toBeTruthy();
    expect(screen.queryByText('Lot Page 01')).toBeNull();
    const newest = made.at(-1) as AgencyInvoice;
    const row = rowOf('Lot Page 21');
    expect(row.getByRole('button', { name: newest.number })).toBeTruthy();
    expect(row.getAllByText(spaced('119,93 €'))).toHaveLength(2);
    expect(row.getByText('En attente de paiement')).toBeTruthy();
    expect(row.getByText('En attente')).toBeTruthy();
    expect(screen.getAllByRole('row').filter((tr) => within(tr).queryByText(/^Lot Page/))).toHaveLength(20);
  });

  it('records a cheque validated by hand for the remaining due: the invoice is paid, in the drawer and the list', async () => {
    const { invoice } = await agencyInvoice(service, 'Agence Chèque');
    const user = await show('Agence Chèque');
    await user.click(await screen.findByRole('button', { name: invoice.number }));
    const opened = await drawer(invoice);
    expect(opened.getByText('PRO')).toBeTruthy();
    expect(opened.getByText('Licence utilisateur')).toBeTruthy();
    expect(opened.getByText(spaced('119,93 € · Carte bancaire'), { exact: false })).toBeTruthy();
    await user.click(opened.getByRole('button', { name: /Ajouter un paiement/ }));
    const form = within(opened.getByRole('form', { name: 'Ajouter un paiement' }));
    expect((form.getByLabelText('Montant') as HTMLInputElement).value).toBe('119,93');
    await choose(user, form.getByRole('combobox', { name: 'Statut' }), 'Validé manuellement');
    await user.type(form.getByLabelText('Note'), 'Chèque n° 0012345');
    await user.click(form.getByRole('button', { name: 'Enregistrer le paiement' }));
    await waitFor(() => expect(opened.getAllByText('Payée').length).toBeGreaterThan(0));
    expect(opened.getByText('Validé manuellement')).toBeTruthy();
    expect(opened.getByText('Chèque n° 0012345')).toBeTruthy();
    await waitFor(() => expect(rowOf('Agence Chèque').getByText('Payée')).toBeTruthy());
    expect(await invoiceOnService(invoice.id)).toMatchObject({ status: 200, remainingDue: '0.00' });
    // A paid invoice is not cancelled by a credit note.
    expect(opened.queryByRole('button', { name: /Annuler par un avoir/ })).toBeNull();
  });

  it('cancels an unpaid invoice by a credit note, with its reason, after the warning; the credit note’s PDF is saved', async () => {
    const { invoice } = await agencyInvoice(service, 'Agence Avoir');
    const user = await show('Agence Avoir');
    await user.click(await screen.findByRole('button', { name: invoice.number }));
    const opened = await drawer(invoice);
    await user.click(opened.getByRole('button', { name: /Annuler par un avoir/ }));
    const form = within(opened.getByRole('form', { name: 'Annuler par un avoir' }));
    expect(
      form.getByText(
        spaced(
          `Un avoir de 119,93 € TTC sera émis : la facture ${invoice.number} sera annulée et ne pourra plus être payée. Cette opération est définitive.`,
        ),
      ),
    ).toBeTruthy();
    await user.click(form.getByRole('button', { name: "Émettre l'avoir" }));
    expect(await form.findByText('Obligatoire')).toBeTruthy();
    expect((await invoiceOnService(invoice.id)).status).toBe(100);

    await user.type(form.getByLabelText("Motif de l'avoir"), 'Commande passée en double');
    await user.click(form.getByRole('button', { name: "Émettre l'avoir" }));
    const section = within(await opened.findByRole('region', { name: 'Avoir' }));
    const stored = await invoiceOnService(invoice.id);
    expect(stored).toMatchObject({ status: 300, remainingDue: '0.00' });
    const number = stored.creditNote?.number ?? '';
    expect(number).toMatch(/^AV-ABO-\d{4}-\d{5}$/);
    expect(section.getByText(number)).toBeTruthy();
    expect(await screen.findByText(`Avoir ${number} émis : facture ${invoice.number} annulée`)).toBeTruthy();
    expect(section.getByText(/Motif : Commande passée en double/)).toBeTruthy();
    expect(opened.getAllByText('Annulée').length).toBeGreaterThan(0);
    expect(opened.queryByRole('button', { name: /Annuler par un avoir/ })).toBeNull();
    expect(opened.queryByRole('button', { name: /Ajouter un paiement/ })).toBeNull();
    await waitFor(() => expect(rowOf('Agence Avoir').getByText('Annulée')).toBeTruthy());

    const pdf = await savedPdf(() => user.click(section.getByRole('button', { name: /Télécharger l'avoir/ })));
    expect(pdf).toBe('%PDF-');
  });

  it('refuses bad input with the service’s French field errors, and an amount above the remaining due', async () => {
    const { invoice } = await agencyInvoice(service, 'Agence Refus');
    const user = await show('Agence Refus');
    await user.click(await screen.findByRole('button', { name: invoice.number }));
    const opened = await drawer(invoice);
    await user.click(opened.getByRole('button', { name: /Ajouter un paiement/ }));
    const form = within(opened.getByRole('form', { name: 'Ajouter un paiement' }));
    const amount = form.getByLabelText('Montant');
    await user.clear(amount);
    await user.type(amount, '12,345');
    await user.clear(form.getByLabelText('Date'));
    await user.type(form.getByLabelText('Date'), '31022026');
    await user.click(form.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await form.findByText('Le prix doit être un montant positif avec au plus 2 décimales')).toBeTruthy();
    const statusItem = within(form.getByRole('combobox', { name: 'Statut' }).closest('.ant-form-item') as HTMLElement);
    expect(await statusItem.findByText('Obligatoire')).toBeTruthy();
    const dateItem = within(form.getByLabelText('Date').closest('.ant-form-item') as HTMLElement);
    expect(await dateItem.findByText("La date n'existe pas")).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '200');
    expect(await form.findByText('Le paiement dépasse le reste à payer')).toBeTruthy();
    expect((await invoiceOnService(invoice.id)).payments).toHaveLength(1);
  });

  it('changes a payment announced to ‘Annulé manuellement’ after confirming; the card payment is not changed by hand', async () => {
    const { invoice } = await agencyInvoice(service, 'Agence Virement');
    await asSuperAdmin(service, 'POST', '/admin/agency-invoice/partial-payments', {
      invoiceId: invoice.id,
      amount: '50',
      method: 'SEPA',
      status: 'COMING_SOON',
      date: '2026-11-30',
    });
    const user = await show('Agence Virement');
    await user.click(await screen.findByRole('button', { name: invoice.number }));
    const opened = await drawer(invoice);
    const announced = within(await opened.findByRole('listitem', { name: /^Paiement de 50,00/ }));
    expect(announced.getByText('À venir')).toBeTruthy();
    expect(within(opened.getByRole('listitem', { name: /^Paiement de 119,93/ })).queryByRole('combobox')).toBeNull();
    await choose(user, announced.getByRole('combobox'), 'Annulé manuellement');
    await user.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(await announced.findByText('Annulé manuellement')).toBeTruthy();
    expect((await invoiceOnService(invoice.id)).payments.map((payment) => payment.status)).toEqual([
      'PENDING',
      'CANCELLED_MANUALLY',
    ]);
  });

  it("'Télécharger le PDF' saves the invoice's PDF made by billing", async () => {
    const { invoice } = await agencyInvoice(service, 'Agence PDF');
    const user = await show('Agence PDF');
    await user.click(await screen.findByRole('button', { name: invoice.number }));
    const opened = await drawer(invoice);
    const pdf = await savedPdf(() => user.click(opened.getByRole('button', { name: /Télécharger le PDF/ })));
    expect(pdf).toBe('%PDF-');
  });
});
