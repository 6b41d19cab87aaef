import { describe, expect, it } from 'vitest';
import { commercialDocument } from '../testing/document-fixtures.js';
import { carriesFacturX, facturXml } from './factur-xml.js';

describe('Factur-X XML: only for a validated invoice or credit note', () => {
  it('an estimate has none', () => {
    const estimate = commercialDocument({ kind: 'estimate', number: 'DE-2026-0001' });
    expect(carriesFacturX(estimate)).toBe(false);
    expect(() => facturXml(estimate)).toThrow('Only a validated invoice or credit note has a Factur-X XML');
  });

  it('a draft (no number yet) has none', () => {
    for (const kind of ['invoice', 'credit_note'] as const) {
      const draft = commercialDocument({ kind, number: null, validated: false });
      expect(carriesFacturX(draft)).toBe(false);
      expect(() => facturXml(draft)).toThrow('Only a validated invoice or credit note has a Factur-X XML');
    }
  });

  it('a document of section titles only has no line to carry', () => {
    const titles = commercialDocument({ rows: [{ designation: 'Section', header: true }] });
    expect(() => facturXml(titles)).toThrow('An e-invoice needs at least one priced row');
  });

  it('a bad date is refused rather than written', () => {
    expect(() => facturXml(commercialDocument({ date: '31/03/2026' }))).toThrow('Not a calendar date: 31/03/2026');
  });
});
