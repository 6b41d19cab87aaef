import { describe, expect, it } from 'vitest';
import { readCii } from '../testing/cii-reader.js';
import { BUYER, commercialDocument, PAYMENT_TERMS, SAMPLE_DOCUMENTS, SELLER } from '../testing/document-fixtures.js';
import { EN16931_GUIDELINE, facturXml } from './factur-xml.js';

const ACCOUNT = { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' };

describe('Factur-X XML: what the e-invoice says', () => {
  it('an invoice: profile EN 16931, type 380, number, date, the parties with their French identifiers', () => {
    const invoice = readCii(facturXml(SAMPLE_DOCUMENTS.simpleInvoice(), ACCOUNT));
    expect(invoice.guideline).toBe(EN16931_GUIDELINE);
    expect([invoice.id, invoice.typeCode, invoice.issueDate]).toEqual(['F-2026-0001', '380', '20260331']);
    expect(invoice.seller).toEqual({
      name: SELLER.name,
      globalId: '12345678900012',
      globalIdScheme: '0009',
      legalId: '123456789',
      legalIdScheme: '0002',
      vatNumber: 'FR32123456789',
      email: SELLER.email,
      countryId: 'FR',
    });
    expect(invoice.buyer).toMatchObject({
      name: BUYER.name,
      globalId: '98765432100019',
      legalId: '987654321',
      vatNumber: 'FR58987654321',
    });
    expect(invoice.buyerReference).toBe('411-00001');
    expect(invoice.currency).toBe('EUR');
  });

  it('its lines: number, designation, price, quantity with the UN/ECE unit, VAT category S or E with the rate, amount', () => {
    const invoice = readCii(facturXml(SAMPLE_DOCUMENTS.discountOverTwoRates()));
    // The section title 'Surveillance' is no line.
    expect(invoice.lines).toEqual([
      {
        id: '1',
        name: 'Gardiennage de nuit',
        description: null,
        netPrice: '180.00',
        quantity: '31',
        unitCode: 'HUR',
        category: 'S',
        rate: '20.00',
        amount: '5580.00',
      },
      {
        id: '2',
        name: 'Ronde de contrôle',
        description: 'Rondes du week-end',
        netPrice: '33.33',
        quantity: '12.5',
        unitCode: 'C62',
        category: 'S',
        rate: '20.00',
        amount: '416.63',
      },
      {
        id: '3',
        name: 'Formation SST',
        description: null,
        netPrice: '450.00',
        quantity: '1',
        unitCode: 'C62',
        category: 'E',
        rate: '0.00',
        amount: '450.00',
      },
      {
        id: '4',
        name: 'Nettoyage vitres',
        description: null,
        netPrice: '2.15',
        quantity: '120',
        unitCode: 'MTK',
        category: 'S',
        rate: '10.00',
        amount: '258.00',
      },
    ]);
    expect(invoice.notes).toEqual(['Prestations de mars']);
  });

  it('payment: SEPA credit transfer (58) to the IBAN and BIC when given, else 1; the terms and the due date', () => {
    const withAccount = readCii(facturXml(SAMPLE_DOCUMENTS.simpleInvoice(), ACCOUNT));
    expect(withAccount.paymentMeans).toEqual([
      { typeCode: '58', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
    ]);
    expect(withAccount.terms).toEqual({ description: PAYMENT_TERMS, dueDate: '20260430' });
    const without = readCii(facturXml(commercialDocument({ dueDate: null }), null));
    expect(without.paymentMeans).toEqual([{ typeCode: '1', iban: null, bic: null }]);
    expect(without.terms.dueDate).toBeNull();
  });

  it('a credit note: type 381, positive amounts, the invoice it corrects', () => {
    const creditNote = readCii(facturXml(SAMPLE_DOCUMENTS.creditNote()));
    expect([creditNote.id, creditNote.typeCode, creditNote.precedingInvoice]).toEqual([
      'AV-2026-0001',
      '381',
      'F-2026-0001',
    ]);
    expect(creditNote.totals).toMatchObject({
      lineTotal: '51.00',
      taxBasis: '51.00',
      taxTotal: '10.20',
      grandTotal: '61.20',
      duePayable: '61.20',
    });
    expect(readCii(facturXml(SAMPLE_DOCUMENTS.simpleInvoice())).precedingInvoice).toBeNull();
  });

  it('escapes & < > " and \' in every text: a parser reads back the very strings', () => {
    const document = SAMPLE_DOCUMENTS.specialCharacters();
    const xml = facturXml(document);
    expect(xml).not.toMatch(/<(?![/?a-z])/i);
    const invoice = readCii(xml);
    expect(invoice.seller.name).toBe('Durand & Fils <Sécurité>');
    expect(invoice.buyer.name).toBe('Copropriété "Les Pins" & <Cèdres>');
    expect(invoice.buyerReference).toBe("411-<0002>&'");
    expect(invoice.notes).toEqual(['Travaux <urgents> & "imprévus"']);
    expect(invoice.lines[0]).toMatchObject({
      name: 'Nettoyage « fin de chantier » & évacuation <déchets>',
      description: 'Étage 2 > 3 & 4',
    });
    expect(invoice.allowanceCharges.map((entry) => entry.reason)).toEqual(['Remise <spéciale> & fidèle']);
  });

  it('drops characters XML cannot carry (control characters pasted in a designation)', () => {
    const xml = facturXml(commercialDocument({ rows: [{ designation: 'Nettoyage\u0007 hall\u0000' }] }));
    expect(readCii(xml).lines[0]?.name).toBe('Nettoyage hall');
  });
});
