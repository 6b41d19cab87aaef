import { describe, expect, it } from 'vitest';
import { SaveCommercialDocumentSchema, documentTotals, uuidv7 } from '@portal/contracts';
import { formValuesOf, liveRowAmount, liveTotals, newHeaderRow, newRow, saveBodyOf } from './document-form-values.js';

const customerId = uuidv7();

describe('document form values', () => {
  it('starts a new document today with one line at the agency rate', () => {
    const values = formValuesOf(null, { today: '2026-03-05', vatRate: '10.00' });
    expect(values.date).toBe('05/03/2026');
    expect(values.rows).toEqual([newRow('10.00')]);
    expect(values.adjustments).toEqual([]);
  });

  it('makes the body the service validates: ISO dates, header rows carrying only their title', () => {
    const body = saveBodyOf(
      {
        customerId,
        date: '05/03/2026',
        dueDate: '',
        title: 'Gardiennage mars',
        rows: [
          { ...newHeaderRow(), designation: 'Bâtiment A' },
          { ...newRow('20.00'), designation: 'Ronde de nuit', quantity: '12.5', unitPrice: '24.90', priceUnit: 'hour' },
        ],
        adjustments: [{ label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' }],
      },
      null,
      'invoice',
    );
    const parsed = SaveCommercialDocumentSchema.parse(body);
    expect(parsed.kind).toBe('invoice');
    expect(parsed.date).toBe('2026-03-05');
    expect(parsed.dueDate).toBeNull();
    expect(parsed.rows[0]).toMatchObject({ header: true, designation: 'Bâtiment A' });
    expect(parsed.rows[1]).toMatchObject({ quantity: '12.5', unitPrice: '24.90', priceUnit: 'hour', vatRate: '20.00' });
    expect(parsed.adjustments).toEqual([
      { label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5', discountId: null },
    ]);
    expect(saveBodyOf({ rows: [], adjustments: [] }, null, 'estimate')).not.toHaveProperty('kind');
  });

  it('asks for the proof-of-service pack on invoices only, as the checkbox says', () => {
    const values = { customerId, date: '05/03/2026', rows: [], adjustments: [], proofPack: true };
    expect(saveBodyOf(values, null, 'invoice').proofPack).toBe(true);
    expect(saveBodyOf({ ...values, proofPack: false }, null, 'invoice').proofPack).toBe(false);
    expect(saveBodyOf(values, null, 'credit_note').proofPack).toBe(false);
    expect(saveBodyOf(values, null, 'estimate').proofPack).toBe(false);
  });

  it('totals what is typed as the service does, a figure not valid yet counting for nothing', () => {
    const rows = [
      { ...newRow('20.00'), quantity: '12.5', unitPrice: '24.90' },
      { ...newRow('10.00'), quantity: '3', unitPrice: '100' },
      { ...newRow('20.00'), quantity: '-1', unitPrice: '50' },
      { ...newHeaderRow(), designation: 'Titre' },
    ];
    const adjustments = [
      { label: 'Remise', kind: 'discount' as const, type: 'percent' as const, value: '10' },
      { label: 'Incomplète', kind: 'fee' as const, type: 'amount' as const, value: '' },
      { label: 'Déplacement', kind: 'fee' as const, type: 'amount' as const, value: '35' },
    ];
    const live = liveTotals(rows, adjustments);
    const expected = documentTotals(
      [
        { header: false, quantity: '12.5', unitPrice: '24.90', vatRate: '20.00' },
        { header: false, quantity: '3', unitPrice: '100', vatRate: '10.00' },
        { header: false, quantity: '0', unitPrice: '50', vatRate: '20.00' },
        { header: true, quantity: '0', unitPrice: '0', vatRate: '20.00' },
      ],
      [
        { label: 'Remise', kind: 'discount', type: 'percent', value: '10' },
        { label: 'Déplacement', kind: 'fee', type: 'amount', value: '35' },
      ],
    );
    expect(live.totals).toEqual(expected);
    expect(live.totals.rowsTotal).toBe('611.25');
    expect(live.adjustmentAmounts).toEqual(['-61.13', null, '35.00']);
    expect(liveRowAmount(rows[0])).toBe('311.25');
    expect(liveRowAmount(rows[2])).toBeNull();
    expect(liveRowAmount(rows[3])).toBeNull();
  });
});
