import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldIssues } from '../common/validation.js';
import {
  LICENCE_MONTHLY_PRICE,
  PRO_OFFER_MONTHLY_PRICE,
  SUBSCRIPTION_OFFER_TYPES,
  SaveSubscriptionOfferSchema,
  categoryOfOfferType,
  dailyPriceOf,
  isLockedOfferType,
  offerStatusChange,
  offerTypesOfCategory,
  yearlyPriceOf,
} from './subscription-offers.js';

const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : toFieldIssues(result.error));

describe('the prices of 02 §9', () => {
  it('daily price: the monthly price divided by 20, rounded up to the cent', () => {
    expect(dailyPriceOf(PRO_OFFER_MONTHLY_PRICE)).toBe('2.50');
    expect(dailyPriceOf(LICENCE_MONTHLY_PRICE)).toBe('0.50');
    expect(dailyPriceOf('20.00')).toBe('1.00');
    expect(dailyPriceOf('20.01')).toBe('1.01');
    expect(dailyPriceOf('0.01')).toBe('0.01');
    expect(dailyPriceOf('0.00')).toBe('0.00');
  });

  it('yearly price: 11 monthly prices, two decimals', () => {
    expect(yearlyPriceOf(PRO_OFFER_MONTHLY_PRICE)).toBe('549.89');
    expect(yearlyPriceOf(LICENCE_MONTHLY_PRICE)).toBe('109.89');
    expect(yearlyPriceOf('0.1')).toBe('1.10');
    expect(yearlyPriceOf('999999999.99')).toBe('10999999999.89');
  });
});

describe('types and categories (02 §4)', () => {
  it('derives the category from the type', () => {
    expect(SUBSCRIPTION_OFFER_TYPES.map((type) => [type, categoryOfOfferType(type)])).toEqual([
      [1, 'subs'],
      [2, 'subs'],
      [3, 'article'],
      [100, 'subs'],
      [200, 'pack'],
      [210, 'pack'],
      [220, 'pack'],
      [300, 'article'],
    ]);
    expect(offerTypesOfCategory('pack')).toEqual([200, 210, 220]);
  });

  it('locks types 1 to 3 only', () => {
    expect(SUBSCRIPTION_OFFER_TYPES.filter(isLockedOfferType)).toEqual([1, 2, 3]);
  });

  it('a status change skips offers already there, deleted ones and locked types', () => {
    expect(offerStatusChange({ type: 300, status: 100 }, 200)).toBe('change');
    expect(offerStatusChange({ type: 300, status: 200 }, 200)).toBe('already');
    expect(offerStatusChange({ type: 1, status: 100 }, 200)).toBe('locked');
    expect(offerStatusChange({ type: 1, status: 100 }, 100)).toBe('already');
    expect(offerStatusChange({ type: 210, status: 300 }, 100)).toBe('locked');
  });
});

describe('the offer form (SaveSubscriptionOfferSchema)', () => {
  it('a subscription: deactivated, VAT 20 %, its yearly price 11 × the monthly one when not given', () => {
    expect(
      SaveSubscriptionOfferSchema.parse({ name: 'Licence', type: 100, price: '9.99', includedLicences: 1 }),
    ).toEqual({
      name: 'Licence',
      description: '',
      type: 100,
      status: 200,
      price: '9.99',
      yearlyPrice: '109.89',
      includedLicences: 1,
      packQuantity: 0,
      vatRate: '20.00',
    });
    expect(SaveSubscriptionOfferSchema.parse({ name: 'A', type: 1, price: '49.99', yearlyPrice: '500' })).toMatchObject(
      { yearlyPrice: '500' },
    );
  });

  it('a pack keeps its quantity, drops yearly price and licences; an article keeps neither', () => {
    expect(
      SaveSubscriptionOfferSchema.parse({
        name: 'Pack',
        type: 210,
        price: '9.90',
        packQuantity: 10,
        yearlyPrice: '99',
        includedLicences: 3,
      }),
    ).toMatchObject({ yearlyPrice: null, includedLicences: 0, packQuantity: 10 });
    expect(
      SaveSubscriptionOfferSchema.parse({ name: 'Badges', type: 300, price: '25', packQuantity: 4 }),
    ).toMatchObject({ yearlyPrice: null, includedLicences: 0, packQuantity: 0 });
  });

  it('refuses in French: no name, no type, a price of 3 decimals, a pack without quantity, licences < 0', () => {
    expect(
      issuesOf(SaveSubscriptionOfferSchema.safeParse({ name: ' ', price: '1.234', includedLicences: -1 })),
    ).toEqual([
      { path: 'name', message: 'Obligatoire' },
      { path: 'type', message: 'Obligatoire' },
      { path: 'price', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
      { path: 'includedLicences', message: 'Entier positif uniquement' },
    ]);
    expect(issuesOf(SaveSubscriptionOfferSchema.safeParse({ name: 'Pack', type: 200, price: '15' }))).toEqual([
      { path: 'packQuantity', message: 'Un pack contient au moins 1 unité' },
    ]);
    expect(
      issuesOf(SaveSubscriptionOfferSchema.safeParse({ name: 'A', type: 300, price: '1', status: 300, sales: 2 })),
    ).toEqual([
      { path: 'status', message: 'Format invalide' },
      { path: 'sales', message: 'Champ non autorisé' },
    ]);
  });
});
