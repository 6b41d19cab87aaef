import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLABLE_LINE_CALLS,
  CATALOG_CALLS,
  CommercialDocumentSchema,
  addDays,
  fr,
  localDateOf,
  type BillableLine,
  type CommercialDocument,
} from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { validateFacturX } from '@portal/service-kit/testing/factur-x-schema';
import { attachmentsOf } from '@portal/service-kit/testing/mail-attachments';
import { readPdf } from '@portal/service-kit/testing/pdf-reader';
import { startSmtpCapture } from '@portal/service-kit/testing/smtp-capture';
import type { Page } from 'playwright-core';
import { emptyCatalogue, finishedServices, lastWeek } from './billing-set-up.js';
import {
  callMadeBy,
  closeDialog,
  confirm,
  documentDialog,
  downloadOf,
  euros,
  textOf,
  titled,
} from './document-screens.js';
import { activeScreen, clickUntilGone, choose, logIn, messageText, openMenuEntry, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

/**
 * Issue 14's 'Done when', as the owner of Vigie Sécurité clicks it: the default catalogue imported,
 * an estimate with a discount mailed (the SMTP relay, a third party, is the kit's capture), turned
 * into an invoice, validated and partly paid; last week's lines of the customer invoiced, a row
 * credited, the Factur-X PDF downloaded and its XML checked against the official XSD; a validated
 * invoice never deleted; and the customer's 'Mes factures' and 'Tableau de bord'.
 */
let portal: PortalUnderTest;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let page: Page;
let owner: string;

const VIGIE = demoIds.agency('vigie');
const OLIVIERS = demoIds.customer('vigie', 'residence-les-oliviers');
const CUSTOMER_EMAIL = 'client@vigie-demo.fr';
const YEAR = localDateOf(new Date()).slice(0, 4);
const INVOICE_NUMBER = new RegExp(`^F-${YEAR}-\\d{4}$`);
const CREDIT_NOTE_NUMBER = new RegExp(`^AV-${YEAR}-\\d{4}$`);

/** What the journey made, for the steps after. */
const made: {
  invoice?: CommercialDocument;
  linesInvoice?: CommercialDocument;
  creditNote?: CommercialDocument;
} = {};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  portal = await startPortal({ smtpUrl: smtp.url });
  owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
  page = await portal.newPage();
}, 180_000);
afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
}, 60_000);

const callBilling = (path: string, init?: RequestInit) => callService(portal, 'billing', path, owner, init);
const invoiceOf = async (id: string) =>
  CommercialDocumentSchema.parse((await callBilling(`/agency/${VIGIE}/invoice/${id}`)).body);

/** The owner's list of invoices and credit notes, with the row of this number. */
async function invoicesRow(number: string) {
  await openMenuEntry(page, 'Factures');
  const row = activeScreen(page).getByRole('row').filter({ hasText: number });
  await visible(row);
  return row;
}

describe('commercial: from the catalogue to a Factur-X invoice (issue 14)', () => {
  it('the owner imports the default catalogue into an empty one', async () => {
    // The demo agency already holds the default catalogue: it is emptied first, through the API.
    await emptyCatalogue(portal, VIGIE, owner);

    await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
    await openMenuEntry(page, 'Catalogue');
    await visible(activeScreen(page).getByText(fr.CATALOG_EMPTY));
    await activeScreen(page).getByRole('button', { name: 'Importer le catalogue par défaut' }).click();
    await visible(page.locator('.ant-popover:visible').getByText('Importer le catalogue par défaut ?'));
    await page.locator('.ant-popover:visible').getByRole('button', { name: 'Importer', exact: true }).click();
    const said = await messageText(page, /^\d+ article\(s\) importé\(s\), 0 déjà présent\(s\)$/);
    await visible(activeScreen(page).getByRole('cell', { name: 'Agent de prévention et de sécurité (APS)' }));

    const listed = await callBilling(`/agency/${VIGIE}/fetch/catalog-items`, { method: 'POST', body: '{}' });
    const count = CATALOG_CALLS.list.response.parse(listed.body).filteredCount;
    expect(count).toBeGreaterThan(0);
    expect(said).toBe(`${count} article(s) importé(s), 0 déjà présent(s)`);
  });

  it('makes an estimate for Résidence Les Oliviers with a discount and mails it: the capture gets its PDF', async () => {
    await openMenuEntry(page, 'Devis');
    await activeScreen(page).getByRole('button', { name: 'Nouveau devis' }).click();
    const creating = titled(page, 'Nouveau devis');
    await visible(creating.getByLabel('Client', { exact: true }));
    await choose(page, creating.getByLabel('Client', { exact: true }), 'Oliviers', 'Résidence Les Oliviers');

    // The empty line a new document starts with goes; two articles of the agency's catalogue come,
    // found by a search each, ticked in that order.
    await creating.getByRole('button', { name: 'Supprimer la ligne 1' }).click();
    expect(await creating.getByRole('group', { name: 'Ligne 1' }).count()).toBe(0);
    await creating.getByRole('button', { name: 'Ajouter depuis le catalogue' }).click();
    const catalogue = titled(page, 'Ajouter des articles du catalogue');
    await visible(catalogue);
    expect(await catalogue.getByRole('tab', { name: 'Articles Agence' }).getAttribute('aria-selected')).toBe('true');
    for (const [search, designation] of [
      ['prévention', 'Agent de prévention et de sécurité (APS)'],
      ['surveillance véhiculée', 'Ronde de surveillance véhiculée'],
    ] as const) {
      await catalogue.getByLabel('Rechercher un article').fill(search);
      const row = catalogue.getByRole('row').filter({ hasText: designation });
      await visible(row);
      await row.getByRole('checkbox').check();
    }
    await clickUntilGone(catalogue.getByRole('button', { name: 'Ajouter 2 article(s)' }));

    const line = (position: number) => creating.getByRole('group', { name: `Ligne ${position}` });
    expect(await line(1).getByLabel('Désignation').inputValue()).toBe('Agent de prévention et de sécurité (APS)');
    expect(await line(2).getByLabel('Désignation').inputValue()).toBe('Ronde de surveillance véhiculée');
    await line(1).getByLabel('Quantité').fill('40');
    await line(2).getByLabel('Quantité').fill('4');
    await expect.poll(() => textOf(line(1).getByLabel('Montant HT de la ligne 1'))).toBe(euros('916.00'));

    // 'Remise fidélité' (5 % of the total excl. tax) from the agency's discounts.
    const discounts = creating.getByLabel('Depuis la liste des remises').first();
    const discount = creating.getByRole('group', { name: 'Remise ou frais 1' });
    await discounts.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByText('Remise fidélité (Remise, Pourcentage du total HT)', { exact: true })
      .click();
    await visible(discount);
    expect(await discount.getByLabel('Libellé').inputValue()).toBe('Remise fidélité');

    // The totals as they are typed: 916 + 4 × 35 = 1 056, less 5 % = 1 003,20 excl. tax, VAT 20 %.
    const totals = creating.getByRole('row');
    await expect.poll(() => textOf(totals.filter({ hasText: 'Total HT' }))).toBe(`Total HT ${euros('1003.20')}`);
    expect(await textOf(totals.filter({ hasText: 'Remise : Remise fidélité' }))).toContain(euros('52.80'));
    expect(await textOf(totals.filter({ hasText: 'Total TTC' }))).toBe(`Total TTC ${euros('1203.84')}`);

    // The work is estimated at 100 h: the 40 h of guarding sold fall short, and the form says so.
    const duration = creating.getByLabel('Durée estimée (h)');
    await duration.fill('100');
    await visible(creating.getByText("La durée est inférieure à l'estimation"));
    await duration.fill('40');
    await creating.getByText("La durée est inférieure à l'estimation").waitFor({ state: 'hidden' });

    const estimate = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', /\/estimate$/, () =>
        creating.getByRole('button', { name: 'Enregistrer', exact: true }).click(),
      ),
    );
    expect(estimate.totals.totalInclTax).toBe('1203.84');
    expect(estimate.estimatedHours).toBe('40.00');
    const saved = documentDialog(page);
    await visible(saved.getByText('Non envoyé'));

    await saved.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    const sending = titled(page, 'Envoyer par e-mail');
    await visible(sending.locator('.ant-select-selection-item').filter({ hasText: CUSTOMER_EMAIL }));
    await clickUntilGone(sending.getByRole('button', { name: 'Envoyer', exact: true }));
    await visible(page.getByText(fr.EMAIL_SENT));
    await visible(saved.getByText('Envoyé', { exact: true }));

    // The estimate is mailed once. (The customer's representative also receives his sites' alerts,
    // such as a demo service the clock marks not started, which may come meanwhile.)
    const estimateMails = () =>
      smtp.mails.filter(
        (mail) =>
          mail.to.includes(CUSTOMER_EMAIL) &&
          attachmentsOf(mail).some((file) => file.fileName === `${estimate.number}.pdf`),
      );
    await expect.poll(() => estimateMails().length, { timeout: 15_000 }).toBe(1);
    const [mail] = estimateMails();
    const pdfs = attachmentsOf(mail!).filter((file) => file.contentType === 'application/pdf');
    expect(pdfs.map((file) => file.fileName)).toEqual([`${estimate.number}.pdf`]);
    expect(pdfs[0]?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 120_000);

  it('transforms it into an invoice, validates it (F-<year>-…) and records a partial payment', async () => {
    const estimateDialog = documentDialog(page);
    await estimateDialog.getByRole('button', { name: 'Transformer en facture' }).click();
    const draft = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', /\/estimate\/[^/]+\/invoice$/, () =>
        confirm(page, 'Transformer le devis en facture ?', 'Transformer'),
      ),
    );
    const invoiceDialog = titled(page, /^Facture \(brouillon\)/);
    await visible(invoiceDialog.getByRole('button', { name: 'Valider la facture' }));
    expect(await invoiceDialog.getByRole('group', { name: 'Ligne 1' }).getByLabel('Quantité').inputValue()).toBe(
      '40,00',
    );

    await invoiceDialog.getByRole('button', { name: 'Valider la facture' }).click();
    const validated = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', new RegExp(`/invoice/${draft.id}/validate$`), () =>
        confirm(page, 'Valider la facture ?', 'Valider'),
      ),
    );
    expect(validated.number).toMatch(INVOICE_NUMBER);
    await visible(page.getByText(`Document validé sous le n° ${validated.number}`));
    const invoice = documentDialog(page);
    await visible(invoice.getByText(`Facture ${validated.number}`));
    expect(await textOf(invoice.getByText('Reste à payer :'))).toBe(`Reste à payer : ${euros('1203.84')}`);

    await invoice.getByRole('button', { name: 'Enregistrer un paiement' }).click();
    const payment = titled(page, 'Enregistrer un paiement');
    await visible(payment.getByLabel('Montant'));
    await payment.getByLabel('Montant').fill('500');
    await clickUntilGone(payment.getByRole('button', { name: 'Enregistrer le paiement' }));
    await visible(page.getByText('Paiement enregistré'));
    await expect.poll(() => textOf(invoice.getByText('Reste à payer :'))).toBe(`Reste à payer : ${euros('703.84')}`);
    await closeDialog(invoice);

    const row = await invoicesRow(validated.number ?? '');
    await expect.poll(() => textOf(row)).toContain(euros('703.84'));
    expect(await textOf(row)).toContain('En attente de paiement');
    made.invoice = await invoiceOf(validated.id);
    expect([made.invoice.paid, made.invoice.remaining]).toEqual([50, '703.84']);
  }, 120_000);

  it("invoices last week's lines of the customer, credits one row, and the Factur-X PDF's XML passes the XSD", async () => {
    // The demo gives billing no line of last week: the office plans two services there (one per
    // building of the residence) and closes them ('Terminer'); billing hears of it through NATS.
    const { monday } = lastWeek();
    const lines: BillableLine[] = await finishedServices(portal, VIGIE, owner, [
      { siteId: demoIds.site('vigie', 'oliviers-a'), day: monday },
      { siteId: demoIds.site('vigie', 'oliviers-b'), day: addDays(monday, 1) },
    ]);

    await openMenuEntry(page, 'À facturer');
    const customerLines = activeScreen(page)
      .locator('.ant-pro-table')
      .filter({ hasText: 'Prestations à facturer – Résidence Les Oliviers' })
      .last();
    // The customer's row unfolds his lines (it may already be unfolded: a click would fold it).
    if (!(await customerLines.isVisible())) {
      await activeScreen(page).locator(`tr[data-row-key="${OLIVIERS}"]`).click();
    }
    for (const line of lines) {
      const row = customerLines.getByRole('row').filter({ hasText: line.reference });
      await visible(row);
      await row.getByRole('checkbox').check();
    }
    const created = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', /\/invoice\/from-billable-lines$/, () =>
        customerLines.getByRole('button', { name: `Créer la facture (${lines.length})` }).click(),
      ),
    );
    // The draft, grouped by site: each building's title, then its line.
    const draft = titled(page, /^Facture \(brouillon\)/);
    const section = (position: number) =>
      draft.getByRole('group', { name: `Titre ${position}` }).getByLabel('Titre de section');
    await visible(section(1));
    expect(await section(1).inputValue()).toBe('Résidence Les Oliviers – Bâtiment A');
    expect(await section(3).inputValue()).toBe('Résidence Les Oliviers – Bâtiment B');
    expect(await draft.getByRole('group', { name: 'Ligne 2' }).getByLabel('Désignation').inputValue()).toContain(
      lines[0]?.reference,
    );
    // An invoice of the field's work carries its proofs unless unticked.
    expect(created.proofPack).toBe(true);
    const proofPack = draft.getByRole('checkbox', { name: /^Joindre les justificatifs de prestation/ });
    await visible(proofPack);
    expect(await proofPack.isChecked()).toBe(true);
    await draft.getByRole('button', { name: 'Valider la facture' }).click();
    const validated = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', new RegExp(`/invoice/${created.id}/validate$`), () =>
        confirm(page, 'Valider la facture ?', 'Valider'),
      ),
    );
    expect(validated.number).toMatch(INVOICE_NUMBER);
    expect(validated.number).not.toBe(made.invoice?.number);
    made.linesInvoice = validated;
    const invoice = documentDialog(page);
    await visible(invoice.getByText(`Facture ${validated.number}`));
    const stillToInvoice = await callBilling(`/agency/${VIGIE}/fetch/billable-lines`, {
      method: 'POST',
      body: JSON.stringify({ filters: { customerId: OLIVIERS, status: ['to_invoice'] }, limit: 250 }),
    });
    const waiting = BILLABLE_LINE_CALLS.list.response.parse(stillToInvoice.body).data.map((line) => line.id);
    expect(lines.filter((line) => waiting.includes(line.id))).toEqual([]);

    // A credit note of Bâtiment B's row only.
    const [rowA, rowB] = validated.rows.filter((row) => !row.header);
    await invoice.getByRole('button', { name: 'Créer un avoir' }).click();
    const crediting = titled(page, 'Créer un avoir');
    // The dialog zooms in: a click during its animation may miss, so the row is unticked until it shows so.
    const rowACheckbox = crediting.getByRole('checkbox', { name: new RegExp(`^${escaped(rowA?.designation ?? '')}`) });
    await expect
      .poll(
        async () => {
          if (await rowACheckbox.isChecked()) await rowACheckbox.click({ timeout: 2_000 }).catch(() => undefined);
          return rowACheckbox.isChecked();
        },
        { timeout: 15_000 },
      )
      .toBe(false);
    const draftCreditNote = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', new RegExp(`/invoice/${validated.id}/credit-note$`), () =>
        clickUntilGone(crediting.getByRole('button', { name: 'Créer l’avoir' })),
      ),
    );
    expect(draftCreditNote.rows.filter((row) => !row.header).map((row) => row.designation)).toEqual([
      rowB?.designation,
    ]);
    const creditDraft = titled(page, /^Avoir \(brouillon\)/);
    await creditDraft.getByRole('button', { name: 'Valider l’avoir' }).click();
    const creditNote = CommercialDocumentSchema.parse(
      await callMadeBy(page, 'POST', new RegExp(`/invoice/${draftCreditNote.id}/validate$`), () =>
        confirm(page, 'Valider l’avoir ?', 'Valider'),
      ),
    );
    expect(creditNote.number).toMatch(CREDIT_NOTE_NUMBER);
    made.creditNote = creditNote;
    await visible(documentDialog(page).getByText(`Avoir ${creditNote.number}`));
    expect(creditNote.totals.totalExclTax).toBe(rowB?.amount);
    await closeDialog(documentDialog(page));

    // The invoice's Factur-X PDF, downloaded from its dialog.
    const row = await invoicesRow(validated.number ?? '');
    await row.getByRole('button', { name: 'Ouvrir' }).click();
    const opened = documentDialog(page).filter({ hasText: `Facture ${validated.number}` });
    const file = await downloadOf(page, opened.getByRole('button', { name: 'Télécharger (Factur-X)' }));
    expect(file.name).toBe(`${validated.number}.pdf`);
    const pdf = await readPdf(file.bytes);
    const xml = pdf.associatedFiles.find((attached) => attached.name === 'factur-x.xml');
    expect(xml?.relationship).toBe('Alternative');
    const text = Buffer.from(xml?.bytes ?? []).toString('utf8');
    expect(text).toContain(`<ram:ID>${validated.number}</ram:ID>`);
    expect(await validateFacturX(text)).toEqual({ valid: true, errors: [] });
    // After the invoice, the proof of each service billed.
    const annex = pdf.pages.slice(1).flat().join('\n');
    expect(annex).toContain('Justificatifs de prestation');
    for (const line of lines) expect(annex).toContain(line.reference);
    await closeDialog(opened);
  }, 180_000);

  it('refuses in French to delete a validated invoice, and offers no delete on it', async () => {
    const number = made.linesInvoice?.number ?? '';
    const row = await invoicesRow(number);
    await row.getByRole('button', { name: `Plus d’actions : ${number}` }).click();
    await visible(page.getByRole('menuitem', { name: 'Dupliquer' }));
    expect(await page.getByRole('menuitem', { name: 'Supprimer' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const refused = await callBilling(`/agency/${VIGIE}/invoice/${made.linesInvoice?.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body['error']).toMatchObject({
      code: 'DOCUMENT_VALIDATED',
      message: 'Une facture validée ne peut être ni modifiée ni supprimée : émettez un avoir',
    });
    expect((await invoiceOf(made.linesInvoice?.id ?? '')).number).toBe(number);
  });

  it("the customer sees the invoice and the credit note in 'Mes factures' and downloads a PDF", async () => {
    // No service worker: the route below sees the page's own calls.
    const customerPage = await portal.newPage({ serviceWorkers: 'block' });
    await logIn(customerPage, portal.url, CUSTOMER_EMAIL);
    await openMenuEntry(customerPage, 'Mes factures');
    const list = activeScreen(customerPage);
    const rowOf = (number: string) => list.getByRole('row').filter({ hasText: number });
    for (const document of [made.invoice, made.linesInvoice, made.creditNote]) {
      await visible(rowOf(document?.number ?? '-'));
    }
    expect(await textOf(rowOf(made.creditNote?.number ?? '-'))).toContain('Avoir');
    expect(await textOf(rowOf(made.invoice?.number ?? '-'))).toContain(euros('703.84'));

    // The file the portal receives, read on its way (Chromium keeps no copy of a body the page
    // drained into a Blob): the service's answer goes on to the page unchanged.
    const received: { status: number; type: string | undefined; bytes: Buffer }[] = [];
    await customerPage.route(`**/customer/${OLIVIERS}/invoice/${made.linesInvoice?.id}/pdf`, async (route) => {
      const answer = await route.fetch();
      received.push({ status: answer.status(), type: answer.headers()['content-type'], bytes: await answer.body() });
      await route.fulfill({ response: answer });
    });
    await rowOf(made.linesInvoice?.number ?? '-')
      .getByRole('button', { name: 'Télécharger' })
      .click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    expect([received[0]?.status, received[0]?.type]).toEqual([200, 'application/pdf']);
    expect(received[0]?.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await customerPage.context().close();
  });

  it("the customer's 'Tableau de bord' shows what he owes and the partly paid invoice to settle", async () => {
    const customerPage = await portal.newPage();
    await logIn(customerPage, portal.url, CUSTOMER_EMAIL);
    await openMenuEntry(customerPage, 'Tableau de bord');
    const screen = activeScreen(customerPage);
    const owed = screen.getByRole('group', { name: 'Reste à payer' });
    await visible(owed);
    // 'Reste à payer 1 234,56 € 3 factures': more than nothing.
    const amount = /^Reste à payer (\d[\d ]*,\d{2}) € \d+ factures?$/.exec(await textOf(owed))?.[1] ?? '';
    expect(Number(amount.replace(/ /g, '').replace(',', '.'))).toBeGreaterThan(0);
    const toSettle = screen.getByRole('region', { name: 'Factures à régler' });
    const row = toSettle.getByRole('row').filter({ hasText: made.invoice?.number ?? '-' });
    await visible(row);
    expect(await textOf(row)).toContain(euros('703.84'));
    await customerPage.context().close();
  });
});

/** A text matched literally inside a regular expression. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
