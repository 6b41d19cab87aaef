import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldIssues } from '../common/validation.js';
import { SaveCatalogItemSchema } from './catalog.js';

/** The French field errors of a refused parse. */
const issuesOf = (result: z.ZodSafeParseResult<unknown>) => (result.success ? [] : toFieldIssues(result.error));

describe('the article form (SaveCatalogItemSchema)', () => {
  it('fills the defaults: agency article, active, VAT 20 %', () => {
    expect(SaveCatalogItemSchema.parse({ designation: 'Vitrerie', unitPrice: '3.50', priceUnit: 'sqm' })).toEqual({
      designation: 'Vitrerie',
      description: '',
      unitPrice: '3.50',
      priceUnit: 'sqm',
      vatRate: '20.00',
      specialty: '',
      customerId: null,
      status: 'active',
    });
  });

  it('refuses a designation missing or above 200 characters, a price of 3 decimals, an unknown unit', () => {
    const refused = SaveCatalogItemSchema.safeParse({
      designation: 'x'.repeat(201),
      unitPrice: '12.345',
      priceUnit: 'day',
      specialty: 'y'.repeat(61),
    });
    expect(issuesOf(refused)).toEqual([
      { path: 'designation', message: 'Maximum 200 caractères' },
      { path: 'unitPrice', message: 'Le prix doit être un montant positif avec au plus 2 décimales' },
      { path: 'priceUnit', message: 'Obligatoire' },
      { path: 'specialty', message: 'Maximum 60 caractères' },
    ]);
  });
});
