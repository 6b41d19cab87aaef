import { describe, expect, it } from 'vitest';
import { isCardExpired } from '@portal/contracts';
import { paymentMethodsView, resolveDefault } from './provider-methods.js';

const method = (id: string, enabled = true) => ({
  id,
  type: 'CARD' as const,
  enabled,
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, holderName: null },
  sepa: null,
});

describe('the default payment method', () => {
  // Stripe lists the newest first: pm_c was saved last, pm_a first.
  const methods = [method('pm_c'), method('pm_b'), method('pm_a')];

  it('is the one billing keeps while Stripe holds it', () => {
    expect(resolveDefault(methods, { id: 'pm_b', type: 'CARD' })?.id).toBe('pm_b');
  });

  it('otherwise the first saved that is still usable', () => {
    expect(resolveDefault(methods, { id: null, type: null })?.id).toBe('pm_a');
    expect(resolveDefault(methods, { id: 'pm_detached', type: 'CARD' })?.id).toBe('pm_a');
    expect(resolveDefault([method('pm_c'), method('pm_a', false)], { id: null, type: null })?.id).toBe('pm_c');
    expect(resolveDefault([method('pm_a', false)], { id: null, type: null })).toBeUndefined();
  });

  it('none when the agency pays by cheque', () => {
    expect(resolveDefault(methods, { id: null, type: 'CHECK' })).toBeUndefined();
    expect(paymentMethodsView(methods, null, 'CHECK').defaultType).toBe('CHECK');
  });

  it('comes first in the list, the others in Stripe’s order', () => {
    const view = paymentMethodsView(methods, 'pm_b', 'CARD');
    expect(view.methods.map((row) => [row.id, row.isDefault])).toEqual([
      ['pm_b', true],
      ['pm_c', false],
      ['pm_a', false],
    ]);
    expect(view.defaultType).toBe('CARD');
  });
});

describe('a card', () => {
  it('is usable until the end of its expiry month', () => {
    const may = new Date('2031-05-31T12:00:00Z');
    expect(isCardExpired({ expMonth: 5, expYear: 2031 }, may)).toBe(false);
    expect(isCardExpired({ expMonth: 4, expYear: 2031 }, may)).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2030 }, may)).toBe(true);
    expect(isCardExpired({ expMonth: 1, expYear: 2032 }, may)).toBe(false);
  });
});
