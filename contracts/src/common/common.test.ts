import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uuidv7 } from './ids.js';
import { centsToMoney, moneyToCents, MoneySchema } from './money.js';
import { ListRequestSchema } from './paging.js';
import { EmailSchema, PasswordSchema, toFieldIssues } from './validation.js';

describe('ids', () => {
  it('makes UUID v7 ids ordered by time', () => {
    const first = uuidv7(1_700_000_000_000);
    const second = uuidv7(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(first).success).toBe(true);
    expect(first < second).toBe(true);
  });
});

describe('money', () => {
  it('travels as decimal strings and computes in integer cents', () => {
    expect(moneyToCents('1234.5')).toBe(123_450);
    expect(moneyToCents('-0.07')).toBe(-7);
    expect(centsToMoney(123_450)).toBe('1234.50');
    expect(centsToMoney(-7)).toBe('-0.07');
    expect(MoneySchema.safeParse('12.345').success).toBe(false);
    expect(MoneySchema.safeParse(12.3).success).toBe(false);
  });
});

describe('paging contract', () => {
  it('defaults to page 1 of 25 rows and accepts only the spec’s page sizes', () => {
    expect(ListRequestSchema.parse({})).toEqual({ filters: {}, page: 1, limit: 25, ascending: true });
    expect(ListRequestSchema.safeParse({ limit: 30 }).success).toBe(false);
    expect(ListRequestSchema.safeParse({ limit: 250 }).success).toBe(true);
    expect(ListRequestSchema.safeParse({ agencyId: 'x' }).success).toBe(false);
  });
});

describe('French validation texts of spec 00 §5', () => {
  const issuesOf = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : toFieldIssues(result.error).map((issue) => issue.message);
  };

  it('says each password rule that fails', () => {
    expect(issuesOf(PasswordSchema, 'abc')).toEqual(['6 caractères min.', '1 chiffre min.', '1 majuscule min.']);
    expect(issuesOf(PasswordSchema, 'ABCDEF1')).toEqual(['1 minuscule min.']);
    expect(issuesOf(PasswordSchema, 'Demo2026!')).toEqual([]);
  });

  it('answers Obligatoire, the e-mail text and the unknown-field text', () => {
    const schema = z.strictObject({ email: EmailSchema, name: z.string().min(1) });
    const result = schema.safeParse({ email: 'pas-un-mail', name: '', role: 'owner' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toFieldIssues(result.error)).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Veuillez saisir une adresse mail valide' },
          { path: 'name', message: 'Obligatoire' },
          { path: 'role', message: 'Champ non autorisé' },
        ]),
      );
    }
    expect(issuesOf(schema, { name: 'x' })).toEqual(['Obligatoire']);
  });
});
