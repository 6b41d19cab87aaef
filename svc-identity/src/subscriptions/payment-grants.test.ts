import { describe, expect, it } from 'vitest';
import type { PaymentValidatedPayload } from '@portal/contracts';
import { grantsOf, type AgencyHoldings } from './payment-grants.js';

const holdings = (overrides: Partial<AgencyHoldings> = {}): AgencyHoldings => ({
  agentsLimit: 5,
  accountsLimit: 10,
  freeAccounts: 2,
  prepaidSignatures: 0,
  prepaidPayslips: 0,
  subscriptionValidUntil: null,
  ...overrides,
});

const payment = (
  lines: PaymentValidatedPayload['lines'],
  overrides: Partial<PaymentValidatedPayload> = {},
): PaymentValidatedPayload => ({
  agencyId: '01a21755-0000-7000-8000-000000000001',
  invoiceId: '01a21755-0000-7000-8000-000000000002',
  invoiceNumber: 'ABO-2026-00001',
  paymentId: '01a21755-0000-7000-8000-000000000003',
  period: 'monthly',
  totalInclTax: '119.93',
  paidAt: '2026-11-26T10:00:00.000Z',
  lines,
  ...overrides,
});

const line = (offerType: number, quantity: number, licences: number, packUnits = 0) => ({
  offerId: null,
  offerType,
  quantity,
  licences,
  packUnits,
});

describe('what a paid agency invoice grants', () => {
  it('PRO and 5 licences set 10 agent licences and a month from the payment', () => {
    const granted = grantsOf(holdings(), payment([line(1, 1, 5), line(100, 5, 5)]));
    expect(granted).toMatchObject({ agentsLimit: 10, accountsLimit: 10, freeAccounts: 2 });
    expect(granted.subscriptionValidUntil?.toISOString()).toBe('2026-12-26T10:00:00.000Z');
  });

  it('a renewal paid before the end extends from the end; yearly by 12 months', () => {
    const end = new Date('2027-01-10T00:00:00.000Z');
    const granted = grantsOf(holdings({ subscriptionValidUntil: end }), payment([line(1, 1, 5)], { period: 'yearly' }));
    expect(granted.subscriptionValidUntil?.toISOString()).toBe('2028-01-10T00:00:00.000Z');
  });

  it('licences bought alone add to the running ones and do not extend the period', () => {
    const end = new Date('2027-01-10T00:00:00.000Z');
    const granted = grantsOf(holdings({ agentsLimit: 10, subscriptionValidUntil: end }), payment([line(100, 3, 3)]));
    expect(granted.agentsLimit).toBe(13);
    expect(granted.subscriptionValidUntil).toBe(end);
  });

  it('packs add their units: signatures, payslips, collaborator records as staff accounts', () => {
    const granted = grantsOf(
      holdings({ prepaidSignatures: 4 }),
      payment([line(210, 2, 0, 20), line(220, 1, 0, 10), line(200, 1, 0, 5)]),
    );
    expect(granted).toMatchObject({ prepaidSignatures: 24, prepaidPayslips: 10, accountsLimit: 15, agentsLimit: 5 });
  });

  it('an article grants nothing', () => {
    expect(grantsOf(holdings(), payment([line(300, 2, 0)]))).toEqual(holdings());
  });
});
