import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Right } from '@portal/contracts';
import { PortalProvider, formatMoney } from '@portal/kit';
import { asOwner, signInOnService, useBillingTestService, type TestAgency } from '../../testing/billing-service.js';
import EstimatesPage from './estimates-page.js';
import InvoicesPage from './invoices-page.js';
import {
  completeSellerIdentity,
  createEstimateOnService,
  createInvoiceOnService,
  draftOf,
  invoicesOnService,
} from './testing/documents-on-service.js';

/** The lists against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const OFFICE: Right[] = [
  'estimates.list',
  'estimates.create',
  'estimates.edit',
  'estimates.delete',
  'invoices.list',
  'invoices.create',
  'invoices.edit',
  'invoices.delete',
];

beforeAll(async () => {
  // The dialog is loaded on demand; loaded once here, the first opening is not held by the import.
  await import('./dialog/document-dialog.js');
});

async function show(page: 'invoices' | 'estimates', prepare: (agency: TestAgency) => Promise<void>, rights = OFFICE) {
  const agency = await service.agency();
  await completeSellerIdentity(service, agency);
  await prepare(agency);
  await signInOnService(service, agency, { rights });
  render(<PortalProvider>{page === 'invoices' ? <InvoicesPage /> : <EstimatesPage />}</PortalProvider>);
  // A dropdown opened a second time is still leaving in happy-dom (no transitions end): its menu
  // keeps antd's `pointer-events: none`, which a browser would have dropped.
  return { agency, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/** An amount as shown, its no-break spaces read as spaces (testing-library's normalizer). */
const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');
/** The list's row holding a text (and `also`, where several hold it). */
function rowOf(text: string, also?: string) {
  const rows = screen.getAllByText(text).map((cell) => cell.closest('tr') as HTMLElement);
  const row = also ? rows.find((candidate) => within(candidate).queryByText(also)) : rows[0];
  if (!row || (!also && rows.length > 1)) throw new Error(`no single row holds ${text} ${also ?? ''}`);
  return within(row);
}
/** An entry of the dropdown menu open now (a closed one stays in the page, hidden). */
async function menuItem(name: string) {
  return waitFor(() => {
    const item = screen
      .getAllByRole('menuitem', { name })
      .find((candidate) => !candidate.closest('.ant-dropdown-hidden'));
    if (!item) throw new Error(`no open menu holds ${name}`);
    return item;
  });
}
const tick = (user: ReturnType<typeof userEvent.setup>, text: string) => user.click(rowOf(text).getByRole('checkbox'));
/** A confirmation by its question (antd writes it twice: the dialog's title and its body). */
async function confirmation(question: string) {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  return within(title.closest('.ant-modal-content') as HTMLElement);
}

describe('factures list', { timeout: 60_000 }, () => {
  it('shows the invoice list columns of 02 §3, invoices and credit notes, their states and amounts the French way', async () => {
    const { user } = await show('invoices', async (agency) => {
      const validated = await createInvoiceOnService(
        service,
        agency,
        draftOf(agency.customers.oliviers, { title: 'Gardiennage mars' }),
        { validated: true },
      );
      await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/invoice/${validated.id}/credit-note`, {});
      await createInvoiceOnService(
        service,
        agency,
        draftOf(agency.customers.odysseum, {
          title: 'Rondes avril',
          rows: [{ designation: 'Ronde', quantity: '10', unitPrice: '30.50', vatRate: '20.00' }],
        }),
      );
    });
    await screen.findByText('Centre commercial Odysseum');
    for (const title of ['N°', 'Type', 'Date', 'Échéance', 'Statut', 'Client']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('Total TTC').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reste à payer').length).toBeGreaterThan(0);
    // The other columns of 02 §3 are offered by the table's configuration.
    await user.click(screen.getByRole('button', { name: 'Configuration du tableau' }));
    const columns = within(await screen.findByRole('list', { name: 'Colonnes' }));
    for (const title of ['Créé le', 'Site', 'Envoi', 'N° client', 'Titre', 'Montant HT', 'TVA']) {
      expect((columns.getByRole('checkbox', { name: title }) as HTMLInputElement).checked).toBe(false);
    }
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const invoice = rowOf('Résidence Les Oliviers', 'Facture');
    expect(invoice.getByText(/^F-2026-\d+$/)).toBeTruthy();
    expect(invoice.getByText('Facture')).toBeTruthy();
    expect(invoice.getByText('En attente de paiement')).toBeTruthy();
    expect(invoice.getByText('05/03/2026')).toBeTruthy();
    expect(invoice.getByText('Résidence Les Oliviers')).toBeTruthy();
    expect(invoice.getAllByText(money('120.00'))).toHaveLength(2);

    const draft = rowOf('Centre commercial Odysseum');
    expect(draft.getByText('Brouillon')).toBeTruthy();
    expect(draft.getByText('—')).toBeTruthy();
    expect(draft.getAllByText(money('366.00'))).toHaveLength(2);

    const creditNote = rowOf('Résidence Les Oliviers', 'Avoir');
    expect(creditNote.getByText('Brouillon')).toBeTruthy();
    expect(creditNote.getAllByText(money('120.00')).length).toBeGreaterThan(0);
  });

  it("marks as sent skipping those already sent, after a confirmation with the count; none left: 'Aucun changement à enregistrer'", async () => {
    const { agency, user } = await show('invoices', async (agency) => {
      await createInvoiceOnService(service, agency, draftOf(agency.customers.odysseum, { title: 'Déjà envoyée' }), {
        validated: true,
        sent: true,
      });
      await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers, { title: 'À envoyer' }), {
        validated: true,
      });
    });
    await screen.findByText('Centre commercial Odysseum');
    await tick(user, 'Centre commercial Odysseum');
    await tick(user, 'Résidence Les Oliviers');
    await user.click(screen.getByRole('button', { name: 'Marquer comme envoyée' }));
    const question = await confirmation('Marquer 1 document(s) comme envoyé(s) ?');
    expect(question.getByText('1 document(s) déjà dans cet état seront ignoré(s).')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('1 document(s) mis à jour')).toBeTruthy();
    expect((await invoicesOnService(service, agency)).map((row) => row.sent)).toEqual([true, true]);

    // The selection is cleared once the list shows the change.
    await waitFor(() => expect(screen.queryByRole('group', { name: /sélectionné/ })).toBeNull());
    const questionsAsked = document.querySelectorAll('.ant-modal-confirm-title').length;
    await tick(user, 'Centre commercial Odysseum');
    await tick(user, 'Résidence Les Oliviers');
    await user.click(screen.getByRole('button', { name: 'Marquer comme envoyée' }));
    expect(await screen.findByText('Aucun changement à enregistrer')).toBeTruthy();
    // No second question was asked.
    expect(document.querySelectorAll('.ant-modal-confirm-title')).toHaveLength(questionsAsked);
  });

  it('marks a validated invoice paid by recording what remained; a draft is skipped', async () => {
    const { agency, user } = await show('invoices', async (agency) => {
      await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers, { title: 'À encaisser' }), {
        validated: true,
      });
      await createInvoiceOnService(
        service,
        agency,
        draftOf(agency.customers.odysseum, { title: 'Pas encore validée' }),
      );
    });
    await screen.findByText('Centre commercial Odysseum');
    await tick(user, 'Résidence Les Oliviers');
    await tick(user, 'Centre commercial Odysseum');
    await user.click(screen.getByRole('button', { name: 'Marquer comme payée' }));
    const question = await confirmation('Marquer 1 facture(s) comme payée(s) ?');
    await user.click(question.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('1 document(s) mis à jour')).toBeTruthy();
    const rows = await invoicesOnService(service, agency);
    expect(rows.find((row) => row.title === 'À encaisser')).toMatchObject({ paid: 100, toPay: '0.00' });
    expect(rows.find((row) => row.title === 'Pas encore validée')).toMatchObject({ paid: 0, validated: false });
  });

  it('deletes a draft after confirmation; a validated invoice offers no deletion', async () => {
    const { agency, user } = await show('invoices', async (agency) => {
      await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers, { title: 'Validée' }), {
        validated: true,
      });
      await createInvoiceOnService(service, agency, draftOf(agency.customers.odysseum, { title: 'À jeter' }));
    });
    await screen.findByText('Centre commercial Odysseum');
    await user.click(rowOf('Résidence Les Oliviers').getByRole('button', { name: /Plus d’actions/ }));
    await menuItem('Dupliquer');
    expect(screen.queryByRole('menuitem', { name: 'Supprimer' })).toBeNull();
    await user.click(rowOf('Centre commercial Odysseum').getByRole('button', { name: /Plus d’actions/ }));
    await user.click(await menuItem('Supprimer'));
    const question = await confirmation('Supprimer le document ?');
    expect(question.getByText('La suppression est définitive')).toBeTruthy();
    await user.click(question.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Document supprimé')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Centre commercial Odysseum')).toBeNull());
    expect((await invoicesOnService(service, agency)).map((row) => row.title)).toEqual(['Validée']);
  });

  it("filters by state: 'Brouillon' keeps the drafts", async () => {
    const { user } = await show('invoices', async (agency) => {
      await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers, { title: 'Validée' }), {
        validated: true,
      });
      await createInvoiceOnService(service, agency, draftOf(agency.customers.odysseum, { title: 'En cours' }));
    });
    await screen.findByText('Résidence Les Oliviers');
    await user.click(screen.getByRole('combobox', { name: 'État' }));
    await user.click(await screen.findByTitle('Brouillon'));
    await waitFor(() => expect(screen.queryByText('Résidence Les Oliviers')).toBeNull());
    expect(screen.getByText('Centre commercial Odysseum')).toBeTruthy();
  });
});

describe('devis list', { timeout: 60_000 }, () => {
  it('lists the estimates with their state and opens one in the dialog', async () => {
    const { user } = await show('estimates', async (agency) => {
      await createEstimateOnService(
        service,
        agency,
        draftOf(agency.customers.oliviers, { title: 'Devis gardiennage' }),
      );
    });
    await screen.findByText('Devis gardiennage');
    const row = rowOf('Devis gardiennage');
    expect(row.getByText(/^DE-2026-\d+$/)).toBeTruthy();
    expect(row.getByText('Non envoyé')).toBeTruthy();
    expect(screen.queryByText('Reste à payer')).toBeNull();
    await user.click(row.getByRole('button', { name: 'Modifier' }));
    expect(row.queryByText('Reste à payer')).toBeNull();
    // The dialog is loaded, then the estimate read: longer than a list's answer on a busy machine.
    expect(await screen.findByRole('button', { name: 'Transformer en facture' }, { timeout: 15_000 })).toBeTruthy();
    expect(((await screen.findByLabelText('Titre')) as HTMLInputElement).value).toBe('Devis gardiennage');
  });
});
