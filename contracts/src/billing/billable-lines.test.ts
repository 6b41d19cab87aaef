import { describe, expect, it } from 'vitest';
import {
  BillableCustomerListRequestSchema,
  BillableLineListRequestSchema,
  billableLineFigures,
  type BillableLineInput,
} from './billable-lines.js';
import { toFieldIssues } from '../common/validation.js';

/** A service of 10 h: 4 h day, 3 h night, 2 h Sunday, 1 h holiday; 2 agents at 25.50 per unit. */
const service = (overrides: Partial<BillableLineInput> = {}): BillableLineInput => ({
  billingMode: 2,
  unitPrice: '25.50',
  nbAgents: 2,
  hours: { day: 4, night: 3, sunday: 2, holiday: 1, total: 10 },
  nightFactor: 1.1,
  holidayFactor: 2,
  ...overrides,
});

describe('billableLineFigures: horaire (2)', () => {
  it('prices each kind of hour with its factor, for every agent', () => {
    // 25.50 × 2 × (4 + 2 + 3 × 1.1 + 1 × 2) = 51 × 11.3 = 576.30
    expect(billableLineFigures(service())).toEqual({
      hours: { day: '4.00', night: '3.00', sunday: '2.00', holiday: '1.00', total: '10.00' },
      nightFactor: '1.1000',
      holidayFactor: '2.0000',
      quantity: '20.00',
      amount: '576.30',
    });
  });

  it('rounds half up to the cent once, at the end', () => {
    // 10.05 × 1 × 0.5 h = 5.025 → 5.03 (a float product gives 5.0249999…).
    const figures = billableLineFigures(
      service({ unitPrice: '10.05', nbAgents: 1, hours: { day: 0.5, night: 0, sunday: 0, holiday: 0, total: 0.5 } }),
    );
    expect(figures.amount).toBe('5.03');
    // 33.33 × 1 × 1 h night × 1.15 = 38.3295 → 38.33
    const night = billableLineFigures(
      service({
        unitPrice: '33.33',
        nbAgents: 1,
        hours: { day: 0, night: 1, sunday: 0, holiday: 0, total: 1 },
        nightFactor: 1.15,
      }),
    );
    expect(night.amount).toBe('38.33');
  });

  it('keeps hours to the hundredth, rounded half up on their decimal writing', () => {
    const figures = billableLineFigures(
      service({ nbAgents: 1, hours: { day: 1.005, night: 0, sunday: 0, holiday: 0, total: 1.005 } }),
    );
    expect(figures.hours.day).toBe('1.01');
    expect(figures.quantity).toBe('1.01');
    expect(figures.amount).toBe('25.76'); // 25.50 × 1.01 = 25.755 → 25.76
  });

  it('a free service or one without hours is worth 0.00', () => {
    expect(billableLineFigures(service({ unitPrice: '0' })).amount).toBe('0.00');
    const none = billableLineFigures(service({ hours: { day: 0, night: 0, sunday: 0, holiday: 0, total: 0 } }));
    expect([none.quantity, none.amount]).toEqual(['0.00', '0.00']);
  });

  it('computes exactly on a month of 50 agents at a high price', () => {
    const figures = billableLineFigures(
      service({
        unitPrice: '9999.99',
        nbAgents: 50,
        hours: { day: 744, night: 0, sunday: 0, holiday: 0, total: 744 },
      }),
    );
    expect(figures.quantity).toBe('37200.00');
    expect(figures.amount).toBe('371999628.00');
  });
});

describe('billableLineFigures: à la prestation (3)', () => {
  it('bills the unit price per agent, whatever the hours', () => {
    expect(billableLineFigures(service({ billingMode: 3 }))).toMatchObject({ quantity: '2.00', amount: '51.00' });
  });

  it('applies the holiday factor when most of its hours are holiday hours', () => {
    const holiday = { day: 1, night: 0, sunday: 0, holiday: 3, total: 4 };
    expect(billableLineFigures(service({ billingMode: 3, hours: holiday, holidayFactor: 1.5 })).amount).toBe('76.50');
    // Exactly half is not most.
    const half = { day: 2, night: 0, sunday: 0, holiday: 2, total: 4 };
    expect(billableLineFigures(service({ billingMode: 3, hours: half, holidayFactor: 1.5 })).amount).toBe('51.00');
  });
});

describe('billableLineFigures: forfait (1)', () => {
  it('counts the hours of every agent and bills nothing: the flat rate covers it', () => {
    expect(billableLineFigures(service({ billingMode: 1 }))).toMatchObject({ quantity: '20.00', amount: '0.00' });
  });
});

describe('list requests', () => {
  it('accept a customer, a period and statuses', () => {
    const request = BillableLineListRequestSchema.parse({
      filters: { from: '2026-03-01', to: '2026-03-31', status: ['to_invoice'] },
    });
    expect(request.filters).toEqual({ from: '2026-03-01', to: '2026-03-31', status: ['to_invoice'] });
    expect(BillableCustomerListRequestSchema.parse({}).filters).toEqual({});
  });

  it('refuse a malformed date, an end before the start, an unknown status or filter, in French', () => {
    const lines = BillableLineListRequestSchema.safeParse({
      filters: { from: '31/03/2026', status: 'paid', site: 'x' },
      orderBy: 'price',
    });
    expect(lines.success ? [] : toFieldIssues(lines.error)).toEqual([
      { path: 'filters.from', message: 'Format français invalide' },
      { path: 'filters.status', message: 'Format invalide' },
      { path: 'filters.site', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
    const period = BillableCustomerListRequestSchema.safeParse({ filters: { from: '2026-03-31', to: '2026-03-01' } });
    expect(period.success ? [] : toFieldIssues(period.error)).toEqual([
      { path: 'filters.to', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
  });
});
