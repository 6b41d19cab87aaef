import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { facturXml } from '../factur-x/factur-xml.js';
import { commercialDocument, SAMPLE_DOCUMENTS, type RowSpec } from '../testing/document-fixtures.js';
import { validateFacturX } from '../testing/factur-x-schema.js';
import { readPdf, type ReadPdf } from '../testing/pdf-reader.js';
import { uuidv7 } from '@portal/contracts';
import type { DocumentFormat } from '../document-format.js';
import type { ProofOfService } from '../proof-of-service.js';
import { renderDocumentPdf } from './render-document-pdf.js';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const ACCOUNT = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };
const FORMAT: DocumentFormat = { currency: 'EUR', decimalSeparator: 'comma', vatLabel: 'TVA', bankAccount: ACCOUNT };
const COLUMN_TITLES = ['Désignation', 'Quantité', 'Unité', 'PU HT', 'TVA', 'Total HT'];

const text = (read: ReadPdf) => read.pages.flat();

function expectEmbeddedFonts(read: ReadPdf) {
  expect(read.fonts.length).toBeGreaterThan(0);
  for (const font of read.fonts) {
    expect(font, font.baseFont).toMatchObject({ subtype: 'CIDFontType2', embedded: true });
    expect(font.baseFont).toMatch(/^[A-Z]{6}\+DejaVuSans/);
  }
}

describe('renderDocumentPdf: invoices and credit notes are Factur-X PDF/A-3b', () => {
  it.each([
    ['an invoice', SAMPLE_DOCUMENTS.discountOverTwoRates],
    ['a credit note', SAMPLE_DOCUMENTS.creditNote],
  ])(
    '%s carries its factur-x.xml as an associated file, byte for byte the XML, valid against the XSD',
    async (_kind, make) => {
      const document = make();
      const bytes = await renderDocumentPdf(document, FORMAT);
      expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      const read = await readPdf(bytes);

      expect(read.associatedFiles).toHaveLength(1);
      const [file] = read.associatedFiles;
      expect(file).toMatchObject({ name: 'factur-x.xml', relationship: 'Alternative', mimeType: 'text/xml' });
      const xml = Buffer.from(file?.bytes ?? []).toString('utf8');
      expect(xml).toBe(facturXml(document, ACCOUNT));
      expect((await validateFacturX(xml)).errors).toEqual([]);
      expect(read.embeddedFileNames).toEqual(['factur-x.xml']);
      expect(read.hasOutputIntent).toBe(true);
      expectEmbeddedFonts(read);
    },
  );

  it('its XMP says PDF/A-3b and Factur-X EN 16931, declares the fx namespace, and is well-formed', async () => {
    const read = await readPdf(await renderDocumentPdf(SAMPLE_DOCUMENTS.specialCharacters(), FORMAT));
    const xmp = read.xmp ?? '';
    expect(XMLValidator.validate(xmp.replace(/<\?xpacket[^>]*\?>/g, ''))).toBe(true);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
    for (const property of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel']) {
      expect(xmp).toContain(`<pdfaProperty:name>${property}</pdfaProperty:name>`);
    }
    // The names with & < > are printed as they are.
    expect(text(read)).toEqual(
      expect.arrayContaining([
        'Durand & Fils <Sécurité>',
        'Copropriété "Les Pins" & <Cèdres>',
        'Objet : Travaux <urgents> & "imprévus"',
      ]),
    );
  });
});

describe('renderDocumentPdf: estimates and drafts are plain PDFs', () => {
  it('an estimate: no XML, no PDF/A claim, its validity date', async () => {
    const read = await readPdf(
      await renderDocumentPdf(commercialDocument({ kind: 'estimate', number: 'DE-2026-0001' }), FORMAT),
    );
    expect(read.associatedFiles).toEqual([]);
    expect(read.embeddedFileNames).toEqual([]);
    expect(read.xmp ?? '').not.toContain('pdfaid');
    expect(read.xmp ?? '').not.toContain('factur-x');
    expect(text(read)).toEqual(
      expect.arrayContaining(['Devis DE-2026-0001', 'Date : 31/03/2026', 'Validité : 30/04/2026', 'Conditions']),
    );
    expectEmbeddedFonts(read);
  });

  it("a draft invoice: 'Facture (brouillon)', no XML", async () => {
    const draft = commercialDocument({ number: null, validated: false });
    const read = await readPdf(await renderDocumentPdf(draft, FORMAT));
    expect(read.associatedFiles).toEqual([]);
    expect(text(read)).toContain('Facture (brouillon)');
    expect(text(read)).toContain('Échéance : 30/04/2026');
  });
});

describe('renderDocumentPdf: what the reader sees, in French', () => {
  it('header, buyer, rows, discounts and fees, VAT by rate, totals, payments and what remains, the terms, the footer', async () => {
    const read = await readPdf(await renderDocumentPdf(SAMPLE_DOCUMENTS.discountOverTwoRates(), FORMAT));
    const runs = text(read);
    const money = (amount: string) => `${amount.replace(' ', NNBSP)}${NBSP}€`;
    expect(runs).toEqual(
      expect.arrayContaining([
        'Vigie Sécurité',
        'SIRET : 123 456 789 00012',
        'N° TVA intracommunautaire : FR32123456789',
        'SAS au capital de 10 000 € – RCS Montpellier 123 456 789',
        'Facture F-2026-0002',
        'Date : 31/03/2026',
        'Échéance : 30/04/2026',
        'Client',
        'Résidence Les Oliviers',
        'N° client : 411-00001',
        'Objet : Prestations de mars',
        ...COLUMN_TITLES,
        'Surveillance',
        'Gardiennage de nuit',
        '31',
        'Heure',
        money('180,00'),
        `20${NBSP}%`,
        money('5 580,00'),
        'Rondes du week-end',
        '12,5',
        'm²',
        `0${NBSP}%`,
        'Taux TVA',
        'Base HT',
        'Montant TVA',
        money('5 638,66'),
        money('1 127,73'),
        'Total des lignes HT',
        money('6 704,63'),
        `Remise fidélité (5${NBSP}%)`,
        `-${money('335,23')}`,
        'Remise exceptionnelle',
        `-${money('100,00')}`,
        'Frais de déplacement',
        money('35,00'),
        'Total HT',
        money('6 304,40'),
        'Total TVA',
        money('1 151,99'),
        'Total TTC',
        money('7 456,39'),
        'Paiement reçu le 10/04/2026',
        `-${money('1 000,00')}`,
        'Reste à payer',
        money('6 456,39'),
        'Conditions de paiement',
        'Paiement par chèque ou par virement bancaire.',
        'Page 1 / 1',
      ]),
    );
    // A refused payment settles nothing and is not listed.
    expect(runs).not.toContain('Paiement reçu le 12/04/2026');
    // Every glyph drawn maps back to a character: none missing from the embedded font.
    expect(runs.join('')).not.toContain('\uFFFD');
  });

  it("money with the agency's currency, decimal separator and VAT label", async () => {
    const format: DocumentFormat = { currency: 'CHF', decimalSeparator: 'point', vatLabel: 'TVA', bankAccount: null };
    const read = await readPdf(await renderDocumentPdf(SAMPLE_DOCUMENTS.discountOverTwoRates(), format));
    expect(text(read)).toEqual(
      expect.arrayContaining([`5${NNBSP}580.00${NBSP}CHF`, '12.5', `10${NBSP}%`, `7${NNBSP}456.39${NBSP}CHF`]),
    );
    const withOtherLabel = await readPdf(
      await renderDocumentPdf(SAMPLE_DOCUMENTS.simpleInvoice(), { ...FORMAT, vatLabel: 'TPS' }),
    );
    expect(text(withOtherLabel)).toEqual(expect.arrayContaining(['TPS', 'Taux TPS', 'Total TPS']));
  });

  it('a credit note names the invoice it corrects', async () => {
    const read = await readPdf(await renderDocumentPdf(SAMPLE_DOCUMENTS.creditNote(), FORMAT));
    expect(text(read)).toEqual(expect.arrayContaining(['Avoir AV-2026-0001', 'Avoir sur la facture F-2026-0001']));
  });
});

describe('renderDocumentPdf: a long table breaks over pages', () => {
  const rows: RowSpec[] = Array.from({ length: 200 }, (_, index) =>
    index % 40 === 0
      ? { designation: `Site n° ${index / 40 + 1}`, header: true }
      : {
          designation: `Gardiennage poste ${index}`,
          description: index % 4 === 0 ? 'Nuit du samedi au dimanche, agent SSIAP 1' : '',
          quantity: '7.5',
          unitPrice: '23.40',
          priceUnit: 'hour',
        },
  );

  it('the column titles repeat at the top of each page, every page says Page x / y, every row appears once', async () => {
    const read = await readPdf(await renderDocumentPdf(commercialDocument({ rows }), FORMAT));
    const count = read.pages.length;
    expect(count).toBeGreaterThanOrEqual(4);
    read.pages.forEach((page, index) => {
      expect(page.at(-1)).toBe(`Page ${index + 1} / ${count}`);
      if (index > 0)
        expect(page.slice(0, 2 + COLUMN_TITLES.length)).toEqual([
          'Vigie Sécurité',
          'Facture F-2026-0001 (suite)',
          ...COLUMN_TITLES,
        ]);
    });
    const designations = read.pages.flat().filter((run) => /^(Gardiennage poste|Site n°) /.test(run));
    expect(designations).toEqual(rows.map((row) => row.designation));
    // The totals come once, after the last row.
    expect(read.pages.slice(0, -1).flat()).not.toContain('Total TTC');
    expect(read.pages.at(-1)).toContain('Total TTC');
  });
});

describe('renderDocumentPdf: long free texts flow over pages, clear of the footer', () => {
  it('a 60-paragraph header text and long terms: every line printed, none in the footer band', async () => {
    const header = Array.from(
      { length: 60 },
      (_, index) => `Consigne ${index + 1} : rondes du parking, fermeture des accès, contrôle des alarmes.`,
    );
    const terms = Array.from(
      { length: 30 },
      (_, index) => `Clause ${index + 1} : règlement à réception, pénalités au taux légal majoré.`,
    );
    const document = commercialDocument({
      header: header.join('\n'),
      paymentTerms: terms.join('\n'),
      footer: 'Merci de votre confiance.',
    });
    const read = await readPdf(await renderDocumentPdf(document, FORMAT));
    expect(read.pages.length).toBeGreaterThanOrEqual(2);
    const runs = read.pages.flat();
    for (const line of [...header, ...terms, 'Merci de votre confiance.']) expect(runs).toContain(line);
    // The footer band: its rule is 52 pt above the page's bottom edge; the body stops 70 pt above it.
    read.positionedPages.forEach((page, index) => {
      const inFooter = page.filter((run) => run.y < 52).map((run) => run.text);
      expect(inFooter.at(-1)).toBe(`Page ${index + 1} / ${read.pages.length}`);
      expect(inFooter.join(' ')).toMatch(/^Vigie Sécurité – SAS au capital/);
      expect(page.filter((run) => run.y >= 52 && run.y < 70)).toEqual([]);
    });
  });
});

describe('renderDocumentPdf: the proof-of-service pack', () => {
  const hash = (digit: string) => digit.repeat(64);
  const proofs: ProofOfService[] = [
    {
      reference: 'S-000042',
      siteName: 'Résidence Les Oliviers – Bâtiment A',
      prestation: 'Gardiennage',
      startAt: '2026-03-16T07:00:00.000Z',
      endAt: '2026-03-16T15:00:00.000Z',
      hoursTotal: '7.93',
      proof: {
        realStartAt: '2026-03-16T07:02:00.000Z',
        realEndAt: '2026-03-16T14:58:00.000Z',
        agents: [{ id: uuidv7(), name: 'Jean Dupont' }],
        round: { passed: 2, expected: 3 },
        mainCourante: {
          total: 42,
          entries: [
            { at: '2026-03-16T07:02:00.000Z', type: 'Début de service', content: '', hash: hash('a') },
            {
              at: '2026-03-16T07:30:00.000Z',
              type: 'Observations',
              content: 'Porte du local poubelles ouverte',
              hash: hash('b'),
            },
          ],
        },
      },
      report: {
        signedAt: '2026-03-16T14:58:00.000Z',
        agentName: 'Jean Dupont',
        customerSignatory: 'M. Durand',
        comment: 'RAS',
      },
    },
    {
      reference: 'S-000043',
      siteName: 'Résidence Les Oliviers – Bâtiment B',
      prestation: 'Gardiennage',
      startAt: '2026-03-17T07:00:00.000Z',
      endAt: '2026-03-17T15:00:00.000Z',
      hoursTotal: '8',
      proof: null,
      report: null,
    },
  ];

  it('follows the invoice on its own pages: each service, its real times, round, signed report and main-courante lines with their hash; still a valid Factur-X', async () => {
    const document = SAMPLE_DOCUMENTS.simpleInvoice();
    const bytes = await renderDocumentPdf(document, FORMAT, proofs);
    const read = await readPdf(bytes);
    expect(read.pages.length).toBeGreaterThanOrEqual(2);
    const annex = read.pages.slice(1).flat().join('\n');
    expect(read.pages[0]!.join('\n')).not.toContain('Justificatifs de prestation');
    for (const expected of [
      'Justificatifs de prestation',
      'S-000042 · Résidence Les Oliviers – Bâtiment A · Gardiennage',
      'Prévu le 16/03/2026 de 08:00 à 16:00 · réalisé de 08:02 à 15:58 · 7,93 h facturées',
      'Agent : Jean Dupont',
      'Ronde : 2 / 3 point(s) de contrôle validé(s)',
      "Bon d'intervention signé le 16/03/2026 à 15:58 par Jean Dupont et M. Durand (client) – « RAS »",
      'Porte du local poubelles ouverte',
      'bbbbbbbbbbbb',
      '… et 40 autre(s) relevé(s), dans la main courante du site.',
      'S-000043 · Résidence Les Oliviers – Bâtiment B · Gardiennage',
      "Bon d'intervention : non signé",
      'Détail de la main courante non disponible pour ce service.',
    ]) {
      expect(annex).toContain(expected);
    }
    expect(annex).not.toContain(hash('b'));
    const [file] = read.associatedFiles;
    expect((await validateFacturX(Buffer.from(file?.bytes ?? []).toString('utf8'))).errors).toEqual([]);
    expectEmbeddedFonts(read);
  });

  it('prints nothing more without proofs', async () => {
    const read = await readPdf(await renderDocumentPdf(SAMPLE_DOCUMENTS.simpleInvoice(), FORMAT, []));
    expect(text(read)).not.toContain('Justificatifs de prestation');
  });
});
