import { describe, expect, it } from 'vitest';
import { markAsDetails, markAsPlan } from './mark-as.js';

const row = (
  id: string,
  overrides: Partial<{ sent: boolean; paid: 0 | 50 | 100; validated: boolean; toPay: string }>,
) => ({
  id,
  sent: false,
  paid: 0 as const,
  validated: true,
  toPay: '120.00',
  ...overrides,
});

describe('mark-as (02 §4)', () => {
  it('skips the rows already holding the value they are marked with', () => {
    const rows = [row('a', { sent: true }), row('b', { sent: false }), row('c', { sent: false })];
    expect(markAsPlan(rows, 'sent')).toEqual({ change: [rows[1], rows[2]], skipped: 1 });
    expect(markAsPlan(rows, 'not_sent')).toEqual({ change: [rows[0]], skipped: 2 });
  });

  it('pays only validated invoices with something left to pay', () => {
    const rows = [
      row('draft', { validated: false }),
      row('paid', { paid: 100, toPay: '0.00' }),
      row('partly', { paid: 50, toPay: '40.00' }),
      row('unpaid', {}),
      row('credit', { toPay: '-20.00' }),
    ];
    const plan = markAsPlan(rows, 'paid');
    expect(plan.change.map((candidate) => candidate.id)).toEqual(['partly', 'unpaid']);
    expect(plan.skipped).toBe(3);
  });

  it('leaves nothing to change when every row already holds the value', () => {
    expect(markAsPlan([row('a', { sent: true })], 'sent')).toEqual({ change: [], skipped: 1 });
  });

  it('says what is skipped and how an invoice becomes paid', () => {
    expect(markAsDetails('sent', 0)).toEqual([]);
    expect(markAsDetails('sent', 2)).toEqual(['2 document(s) déjà dans cet état seront ignoré(s).']);
    expect(markAsDetails('paid', 0)[0]).toMatch(/reste à payer/);
  });
});
