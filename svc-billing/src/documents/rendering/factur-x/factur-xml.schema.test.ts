import { describe, expect, it } from 'vitest';
import { commercialDocument, SAMPLE_DOCUMENTS } from '../testing/document-fixtures.js';
import { validateFacturX } from '../testing/factur-x-schema.js';
import { facturXml } from './factur-xml.js';

const ACCOUNT = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' };

/** 200 rows over three VAT rates, section titles every 25 rows, a discount and a fee. */
function longInvoice() {
  return commercialDocument({
    rows: Array.from({ length: 200 }, (_, index) =>
      index % 25 === 0
        ? { designation: `Site n° ${index / 25 + 1}`, header: true }
        : {
            designation: `Gardiennage poste ${index}`,
            quantity: `${(index % 9) + 1}.25`,
            unitPrice: '23.45',
            priceUnit: 'hour' as const,
            vatRate: (['20.00', '10.00', '0.00'] as const)[index % 3],
          },
    ),
    adjustments: [
      { label: 'Remise volume', kind: 'discount', type: 'percent', value: '7.5' },
      { label: 'Frais de dossier', kind: 'fee', type: 'amount', value: '49.99' },
    ],
  });
}

describe('Factur-X XML against the official Factur-X 1.07.3 EN 16931 XSD', () => {
  it.each(Object.entries(SAMPLE_DOCUMENTS))('%s is valid, with or without a bank account', async (_name, make) => {
    for (const account of [ACCOUNT, null]) {
      const result = await validateFacturX(facturXml(make(), account));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it('a 200-row invoice with section titles, three rates, a discount and a fee is valid', async () => {
    const result = await validateFacturX(facturXml(longInvoice(), ACCOUNT));
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('a party without SIRET, VAT number, e-mail or address still gives a valid XML', async () => {
    const bare = {
      name: 'Client sans fiche',
      street: '',
      zipcode: '',
      city: '',
      country: '',
      email: '',
      phone: '',
      siret: '',
      vatNumber: '',
      legalMentions: '',
      reference: '',
    };
    const result = await validateFacturX(facturXml(commercialDocument({ buyer: bare, paymentTerms: '', title: '' })));
    expect(result.errors).toEqual([]);
  });

  it('rejects an XML that breaks the schema (so the check can fail)', async () => {
    const xml = facturXml(SAMPLE_DOCUMENTS.simpleInvoice(), ACCOUNT);
    const broken = {
      // The document's type code removed (mandatory).
      missingTypeCode: xml.replace('<ram:TypeCode>380</ram:TypeCode>', ''),
      // Buyer before seller: the XSD fixes the order.
      swappedParties: xml.replace(
        /(<ram:SellerTradeParty>.*<\/ram:SellerTradeParty>)(<ram:BuyerTradeParty>.*<\/ram:BuyerTradeParty>)/s,
        '$2$1',
      ),
      // An amount that is not a number.
      textAmount: xml.replace('<ram:GrandTotalAmount>306.00', '<ram:GrandTotalAmount>306,00'),
      // An element the EN 16931 profile does not know.
      unknownElement: xml.replace('<ram:BuyerReference>', '<ram:Unknown>x</ram:Unknown><ram:BuyerReference>'),
      // Not even well-formed: an unescaped ampersand.
      unescaped: xml.replace('Vigie Sécurité', 'Vigie & Sécurité'),
    };
    expect(Object.values(broken).every((variant) => variant !== xml)).toBe(true);
    for (const [name, variant] of Object.entries(broken)) {
      const result = await validateFacturX(variant);
      expect(result.valid, name).toBe(false);
      expect(result.errors.length, name).toBeGreaterThan(0);
    }
  });
});
