import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CommercialDocumentKind, Right } from '@portal/contracts';
import { PortalProvider, formatMoney, noticeBus, type Notice } from '@portal/kit';
import { asOwner, signInOnService, useBillingTestService, type TestAgency } from '../../../testing/billing-service.js';
import {
  completeSellerIdentity,
  createCustomerOnService,
  createEstimateOnService,
  createInvoiceOnService,
  customerOnService,
  draftOf,
  estimateOnService,
  invoiceOnService,
  invoicesOnService,
} from '../testing/documents-on-service.js';
import DocumentDialog from './document-dialog.js';

/** The dialog against the real billing service (its own PostgreSQL database), no stand-in. */
const service = useBillingTestService();

const OFFICE: Right[] = [
  'customers.list',
  'customers.edit',
  'estimates.list',
  'estimates.create',
  'estimates.edit',
  'estimates.send',
  'invoices.list',
  'invoices.create',
  'invoices.edit',
  'invoices.send',
];

/** The dialog as a screen holds it: another document opened in it replaces the one shown. */
function Harness(props: { agencyId: string; kind: CommercialDocumentKind; documentId: string | null }) {
  const [shown, setShown] = useState({ kind: props.kind, documentId: props.documentId });
  return (
    <DocumentDialog
      agencyId={props.agencyId}
      kind={shown.kind}
      documentId={shown.documentId}
      open
      onClose={() => undefined}
      onOpen={(kind, documentId) => setShown({ kind, documentId })}
    />
  );
}

async function show(options: {
  kind: CommercialDocumentKind;
  rights?: Right[];
  prepare?: (agency: TestAgency) => Promise<string | null>;
}) {
  const agency = await service.agency();
  await completeSellerIdentity(service, agency);
  const documentId = (await options.prepare?.(agency)) ?? null;
  await signInOnService(service, agency, { rights: options.rights ?? OFFICE });
  render(
    <PortalProvider>
      <Harness agencyId={agency.agencyId} kind={options.kind} documentId={documentId} />
    </PortalProvider>,
  );
  return { agency, user: userEvent.setup() };
}

/** What the HTTP client asked the portal to show. */
const notices: Notice[] = [];
let stopListening: () => void = () => undefined;
beforeAll(() => {
  stopListening = noticeBus.subscribe((notice) => notices.push(notice));
});
afterAll(() => stopListening());
afterEach(() => {
  notices.length = 0;
});

/** An amount as shown, its no-break spaces read as spaces (testing-library's normalizer). */
const money = (amount: string) => formatMoney(amount).replace(/\s/g, ' ');
const group = (name: string) => within(screen.getByRole('group', { name }));
const totals = () => within(screen.getByLabelText('Totaux'));

/** A dialog by its title (antd names every dialog after the first one's title under test). */
async function modalTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return within(heading.closest('.ant-modal-content') as HTMLElement);
}
/** A confirmation by its question (antd writes it twice: the dialog's title and its body). */
async function confirmation(question: string) {
  const title = await screen.findByText(question, { selector: '.ant-modal-confirm-title' });
  return within(title.closest('.ant-modal-content') as HTMLElement);
}
/** Types a whole value at once (a paste), as fast as the form can take it. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, option: string) {
  await user.click(field);
  await user.click(await screen.findByTitle(option));
}
async function typeIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

describe('document dialog: a draft and its rows', { timeout: 60_000 }, () => {
  it('edits rows, a section title and a discount; totals by VAT rate follow the typing and match what billing saves', async () => {
    const { agency, user } = await show({ kind: 'invoice' });
    await screen.findByText('Nouvelle facture');
    await choose(user, await screen.findByRole('combobox', { name: 'Client' }), 'Résidence Les Oliviers');

    const first = group('Ligne 1');
    await fill(user, first.getByLabelText('Désignation'), 'Ronde de nuit');
    await typeIn(user, first.getByLabelText('Quantité'), '12,5');
    await choose(user, first.getByRole('combobox', { name: 'Unité' }), 'Heure');
    await fill(user, first.getByLabelText('Prix unitaire HT'), '24,9');
    expect(first.getByLabelText('Montant HT de la ligne 1').textContent).toBe(formatMoney('311.25'));

    await user.click(screen.getByRole('button', { name: /Ajouter une ligne/ }));
    const second = group('Ligne 2');
    await fill(user, second.getByLabelText('Désignation'), 'Nettoyage du hall');
    await typeIn(user, second.getByLabelText('Quantité'), '3');
    await fill(user, second.getByLabelText('Prix unitaire HT'), '100');
    await choose(user, second.getByRole('combobox', { name: 'TVA' }), '10 %');

    await user.click(screen.getByRole('button', { name: /Ajouter un titre/ }));
    await fill(user, group('Titre 3').getByLabelText('Titre de section'), 'Bâtiment A');
    await user.click(screen.getByRole('button', { name: 'Monter la ligne 3' }));
    await user.click(screen.getByRole('button', { name: 'Monter la ligne 2' }));
    expect((group('Titre 1').getByLabelText('Titre de section') as HTMLInputElement).value).toBe('Bâtiment A');
    expect((group('Ligne 2').getByLabelText('Désignation') as HTMLInputElement).value).toBe('Ronde de nuit');

    await user.click(screen.getByRole('button', { name: /Ajouter une remise ou des frais/ }));
    const discount = group('Remise ou frais 1');
    await fill(user, discount.getByLabelText('Libellé'), 'Remise fidélité');
    await fill(user, discount.getByLabelText('Valeur'), '10');

    // 611.25 of rows, 10 % off (61.13) spread over the rates: 280.12 at 20 % and 270.00 at 10 %.
    await waitFor(() => expect(totals().getByText(money('550.12'))).toBeTruthy());
    expect(discount.getByLabelText('Montant de la remise ou des frais 1').textContent).toBe(formatMoney('-61.13'));
    expect(totals().getByText(`TVA 20 % sur ${money('280.12')}`)).toBeTruthy();
    expect(totals().getByText(money('56.02'))).toBeTruthy();
    expect(totals().getByText(`TVA 10 % sur ${money('270.00')}`)).toBeTruthy();
    expect(totals().getByText(money('27.00'))).toBeTruthy();
    expect(totals().getByText(money('633.14'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Document enregistré', undefined, { timeout: 15_000 })).toBeTruthy();
    const [row] = await invoicesOnService(service, agency);
    const saved = await invoiceOnService(service, agency, row?.id ?? '');
    expect(saved.totals).toMatchObject({ totalExclTax: '550.12', totalVat: '83.02', totalInclTax: '633.14' });
    expect(saved.rows.map((candidate) => [candidate.header, candidate.designation, candidate.amount])).toEqual([
      [true, 'Bâtiment A', '0.00'],
      [false, 'Ronde de nuit', '311.25'],
      [false, 'Nettoyage du hall', '300.00'],
    ]);
    expect(saved.rows[1]).toMatchObject({ quantity: '12.50', priceUnit: 'hour', vatRate: '20.00' });
    // The saved draft stays open, to be validated or sent.
    expect(await screen.findByRole('button', { name: 'Valider la facture' })).toBeTruthy();
  }, 120_000);

  it('refuses a row without designation, a quantity of 3 decimals and a negative price in French; nothing is written', async () => {
    const { agency, user } = await show({ kind: 'invoice' });
    await choose(user, await screen.findByRole('combobox', { name: 'Client' }), 'Résidence Les Oliviers');
    const first = group('Ligne 1');
    await typeIn(user, first.getByLabelText('Quantité'), '1,005');
    await fill(user, first.getByLabelText('Prix unitaire HT'), '-5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await first.findByText('Obligatoire')).toBeTruthy();
    expect(first.getByText('La quantité doit être un nombre positif avec au plus 2 décimales')).toBeTruthy();
    expect(first.getByText('Le prix doit être un montant positif avec au plus 2 décimales')).toBeTruthy();
    expect(first.getByLabelText('Montant HT de la ligne 1').textContent).toBe('—');

    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ajoutez au moins une ligne')).toBeTruthy();
    expect(await invoicesOnService(service, agency)).toEqual([]);
  });

  it('offers to convert a prospect into a client once his invoice is created', async () => {
    let prospectId = '';
    const { agency, user } = await show({
      kind: 'invoice',
      prepare: async (agency) => {
        prospectId = (await createCustomerOnService(service, agency, { name: 'Boulangerie Martin', prospect: true }))
          .id;
        return null;
      },
    });
    await choose(user, await screen.findByRole('combobox', { name: 'Client' }), 'Boulangerie Martin');
    const first = group('Ligne 1');
    await fill(user, first.getByLabelText('Désignation'), 'Audit de sûreté');
    await fill(user, first.getByLabelText('Prix unitaire HT'), '450');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const question = await confirmation('Boulangerie Martin est un prospect');
    expect(question.getByText('Le convertir en client ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Convertir en client' }));
    expect(await screen.findByText('Prospect converti en client')).toBeTruthy();
    expect((await customerOnService(service, agency, prospectId)).prospect).toBe(false);
    expect(await invoicesOnService(service, agency)).toHaveLength(1);
  });

  it("shows the service's refusal in French: a draft validated meanwhile is no longer saved", async () => {
    let invoiceId = '';
    const { agency, user } = await show({
      kind: 'invoice',
      prepare: async (agency) => {
        invoiceId = (await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers))).id;
        return invoiceId;
      },
    });
    const title = await screen.findByLabelText('Titre');
    // Validated by someone else while the dialog is open.
    await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/invoice/${invoiceId}/validate`);
    await typeIn(user, title, 'Gardiennage avril');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(notices).toContainEqual(
        expect.objectContaining({
          kind: 'toast',
          description: 'Une facture validée ne peut être ni modifiée ni supprimée : émettez un avoir',
        }),
      ),
    );
    expect((await invoiceOnService(service, agency, invoiceId)).title).toBe('Gardiennage mars');
  });
});

describe('document dialog: a validated invoice', { timeout: 60_000 }, () => {
  it('validates the draft after confirmation: it gets its number and opens read-only', async () => {
    const { agency, user } = await show({
      kind: 'invoice',
      prepare: async (agency) => (await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers))).id,
    });
    await user.click(await screen.findByRole('button', { name: 'Valider la facture' }));
    await confirmation('Valider la facture ?');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    const [validated] = await waitFor(async () => {
      const rows = await invoicesOnService(service, agency);
      expect(rows[0]?.number).toMatch(/^F-2026-\d+$/);
      return rows;
    });
    expect(await screen.findByText(`Document validé sous le n° ${validated?.number}`)).toBeTruthy();
    expect(await screen.findByText(`Facture ${validated?.number}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger (Factur-X)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer un avoir' })).toBeTruthy();
  });

  it('refuses a payment above what remains, then records a partial one', async () => {
    let invoiceId = '';
    const { agency, user } = await show({
      kind: 'invoice',
      prepare: async (agency) => {
        invoiceId = (
          await createInvoiceOnService(service, agency, draftOf(agency.customers.oliviers), { validated: true })
        ).id;
        return invoiceId;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer un paiement' }));
    const payment = await modalTitled('Enregistrer un paiement');
    expect(payment.getByText(money('120.00'))).toBeTruthy();
    const amount = payment.getByLabelText('Montant');
    await typeIn(user, amount, '150');
    await user.click(payment.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await payment.findByText('Le paiement dépasse le reste à payer')).toBeTruthy();
    expect((await invoiceOnService(service, agency, invoiceId)).payments).toEqual([]);

    await typeIn(user, amount, '50');
    await fill(user, payment.getByLabelText('Note'), 'Chèque n° 1234');
    await user.click(payment.getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(await screen.findByText('Paiement enregistré')).toBeTruthy();
    const paid = await invoiceOnService(service, agency, invoiceId);
    expect(paid.payments).toMatchObject([{ amount: '50.00', note: 'Chèque n° 1234', status: 'accepted' }]);
    expect([paid.paid, paid.remaining]).toEqual([50, '70.00']);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Paiements' })).getByText(money('70.00'))).toBeTruthy(),
    );
  });
});

describe('document dialog: sending and previewing', { timeout: 60_000 }, () => {
  it("sends the invoice to the contacts who receive invoices: 'Email bien envoyé', then it is sent", async () => {
    let invoiceId = '';
    const { agency, user } = await show({
      kind: 'invoice',
      prepare: async (agency) => {
        const syndic = await createCustomerOnService(service, agency, {
          name: 'Syndic Horizon',
          email: 'accueil@horizon.test',
          contacts: [
            { firstName: 'Hélène', lastName: 'Durand', email: 'compta@horizon.test', invoiceRecipient: true },
            { firstName: 'Paul', lastName: 'Martin', email: 'devis@horizon.test', estimateRecipient: true },
          ],
        });
        invoiceId = (await createInvoiceOnService(service, agency, draftOf(syndic.id), { validated: true })).id;
        return invoiceId;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer par e-mail' }));
    const mail = await modalTitled('Envoyer par e-mail');
    expect(await mail.findByText('compta@horizon.test')).toBeTruthy();
    expect(mail.queryByText('devis@horizon.test')).toBeNull();
    const subject = mail.getByLabelText('Objet') as HTMLInputElement;
    expect(subject.value).toMatch(/^Facture F-2026-\d+ – Vigie Sécurité SAS$/);
    await user.click(mail.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Email bien envoyé')).toBeTruthy();
    expect((await invoiceOnService(service, agency, invoiceId)).sent).toBe(true);
  });

  it("'Aperçu' opens the PDF billing makes of the form, nothing saved", async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createUrl = vi.spyOn(URL, 'createObjectURL');
    try {
      const { agency, user } = await show({ kind: 'estimate' });
      await choose(user, await screen.findByRole('combobox', { name: 'Client' }), 'Résidence Les Oliviers');
      await fill(user, group('Ligne 1').getByLabelText('Désignation'), 'Audit de sûreté');
      await fill(user, group('Ligne 1').getByLabelText('Prix unitaire HT'), '450');
      await user.click(screen.getByRole('button', { name: 'Aperçu' }));
      await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
      expect(open).toHaveBeenCalledWith('', '_blank');
      const pdf = createUrl.mock.calls[0]?.[0] as Blob;
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const estimates = await asOwner(service, agency, 'POST', `/agency/${agency.agencyId}/fetch/estimates`, {});
      expect(estimates).toMatchObject({ data: [], filteredCount: 0 });
    } finally {
      open.mockRestore();
      createUrl.mockRestore();
    }
  });
});

describe('document dialog: an estimate', { timeout: 60_000 }, () => {
  it("records the customer's answer, then transforms the estimate into a draft invoice that opens", async () => {
    const { agency, user } = await show({
      kind: 'estimate',
      prepare: async (agency) =>
        (
          await createEstimateOnService(
            service,
            agency,
            draftOf(agency.customers.oliviers, { title: 'Devis gardiennage' }),
          )
        ).id,
    });
    await user.click(await screen.findByRole('button', { name: /Réponse du client/ }));
    await user.click(await screen.findByText('Marquer comme accepté'));
    expect(await screen.findByText('Devis : Validé')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Transformer en facture' }));
    await user.click(await screen.findByRole('button', { name: 'Transformer' }));
    expect(await screen.findByText('Facture créée en brouillon')).toBeTruthy();
    expect(await screen.findByText('Facture (brouillon)')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Valider la facture' })).toBeTruthy();
    const [invoice] = await invoicesOnService(service, agency);
    expect(invoice).toMatchObject({ title: 'Devis gardiennage', validated: false, total: '120.00' });
  });

  it("warns 'La durée est inférieure à l'estimation' while the hours sold fall short, and saves all the same", async () => {
    let estimateId = '';
    const { agency, user } = await show({
      kind: 'estimate',
      prepare: async (agency) => {
        const rows = [
          {
            designation: 'Gardiennage',
            quantity: '8',
            unitPrice: '25.00',
            priceUnit: 'hour' as const,
            vatRate: '20.00' as const,
          },
        ];
        const draft = draftOf(agency.customers.oliviers, { rows, estimatedHours: '10' });
        estimateId = (await createEstimateOnService(service, agency, draft)).id;
        return estimateId;
      },
    });
    expect(await screen.findByText("La durée est inférieure à l'estimation")).toBeTruthy();
    expect(screen.getByText("Lignes à l'heure : 8 h pour 10 h estimées.")).toBeTruthy();
    const duration = screen.getByLabelText('Durée estimée (h)');
    await user.clear(duration);
    await user.type(duration, '7.5');
    await waitFor(() => expect(screen.queryByText("La durée est inférieure à l'estimation")).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Document enregistré')).toBeTruthy();
    await waitFor(async () =>
      expect((await estimateOnService(service, agency, estimateId)).estimatedHours).toBe('7.50'),
    );
  });
});
