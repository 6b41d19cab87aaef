import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ListRequestSchema } from './paging.js';
import {
  DecimalInputSchema,
  FrenchDateSchema,
  IntegerInputSchema,
  NirSchema,
  PositiveIntegerInputSchema,
  frenchDateSchema,
  nirKey,
  parseFrenchDate,
  toFrenchDateText,
} from './validation.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('typed numbers (spec 00 §5)', () => {
  it('integers: "Nombre entier uniquement"', () => {
    expect(IntegerInputSchema.parse('-12')).toBe(-12);
    expect(IntegerInputSchema.parse(7)).toBe(7);
    expect(messageOf(IntegerInputSchema, '1,5')).toBe('Nombre entier uniquement');
    expect(messageOf(IntegerInputSchema, 2.5)).toBe('Nombre entier uniquement');
    expect(messageOf(IntegerInputSchema, 'abc')).toBe('Nombre entier uniquement');
  });

  it('positive integers: "Entier positif uniquement" (zero accepted)', () => {
    expect(PositiveIntegerInputSchema.parse('0')).toBe(0);
    expect(PositiveIntegerInputSchema.parse(' 42 ')).toBe(42);
    expect(messageOf(PositiveIntegerInputSchema, '-3')).toBe('Entier positif uniquement');
    expect(messageOf(PositiveIntegerInputSchema, '3.2')).toBe('Entier positif uniquement');
  });

  it('decimals: up to 11 digits and 3 decimals, comma or point, answered with a point', () => {
    expect(DecimalInputSchema.parse('1234,5')).toBe('1234.5');
    expect(DecimalInputSchema.parse('12 345 678 901.125')).toBe('12345678901.125');
    expect(DecimalInputSchema.parse(-0.75)).toBe('-0.75');
    expect(messageOf(DecimalInputSchema, '123456789012')).toBe('Format invalide');
    expect(messageOf(DecimalInputSchema, '1,2345')).toBe('Format invalide');
    expect(messageOf(DecimalInputSchema, '1.2.3')).toBe('Format invalide');
  });
});

describe('French typed dates (spec 00 §5)', () => {
  it('reads dd/mm/yyyy and dd/mm/yyyy hh:mm into ISO', () => {
    expect(FrenchDateSchema.parse('28/02/2026')).toBe('2026-02-28');
    expect(FrenchDateSchema.parse('29/02/2024 23:59')).toBe('2024-02-29T23:59');
    expect(parseFrenchDate('05/03/2026 09:30')).toMatchObject({ ok: true, day: 5, month: 3, hour: 9, minute: 30 });
  });

  it('"Format français invalide" for another writing, "La date n\'existe pas" for an impossible date', () => {
    expect(messageOf(FrenchDateSchema, '2026-02-28')).toBe('Format français invalide');
    expect(messageOf(FrenchDateSchema, '1/2/2026')).toBe('Format français invalide');
    expect(messageOf(FrenchDateSchema, '31/02/2026')).toBe("La date n'existe pas");
    expect(messageOf(FrenchDateSchema, '29/02/2026')).toBe("La date n'existe pas");
    expect(messageOf(FrenchDateSchema, '12/13/2026')).toBe("La date n'existe pas");
    expect(messageOf(FrenchDateSchema, '12/03/2026 24:00')).toBe("La date n'existe pas");
  });

  it('refuses or requires the time when asked', () => {
    expect(messageOf(frenchDateSchema('none'), '12/03/2026 10:00')).toBe('Format français invalide');
    expect(messageOf(frenchDateSchema('required'), '12/03/2026')).toBe('Format français invalide');
    expect(frenchDateSchema('required').parse('12/03/2026 10:00')).toBe('2026-03-12T10:00');
  });

  it('writes ISO back in the typed form', () => {
    expect(toFrenchDateText('2026-03-12')).toBe('12/03/2026');
    expect(toFrenchDateText('2026-03-12T07:05')).toBe('12/03/2026 07:05');
  });
});

describe('French social security number', () => {
  it('accepts 13 characters with or without the key 97 − (number mod 97)', () => {
    expect(NirSchema.parse('1 85 05 78 006 084 91')).toBe('185057800608491');
    expect(NirSchema.parse('2550814168025')).toBe('2550814168025');
    expect(nirKey('2550814168025')).toBe(38);
    expect(messageOf(NirSchema, '185057800608492')).toBe('Format invalide');
    expect(messageOf(NirSchema, '18505780060')).toBe('Format invalide');
  });

  it('counts Corsica 2A as 19 and 2B as 18', () => {
    expect(nirKey('185052A006084')).toBe(35);
    expect(nirKey('185052B006084')).toBe(62);
    expect(NirSchema.parse('185052a00608435')).toBe('185052A00608435');
    expect(messageOf(NirSchema, '185052B00608435')).toBe('Format invalide');
  });
});

describe('paging contract and the Excel export', () => {
  it('accepts the export pages of 180 rows besides the table sizes', () => {
    expect(ListRequestSchema.safeParse({ limit: 180 }).success).toBe(true);
    expect(ListRequestSchema.safeParse({ limit: 5 }).success).toBe(true);
    const refused = ListRequestSchema.safeParse({ limit: 200 });
    expect(refused.success ? undefined : refused.error.issues[0]?.message).toBe('Format invalide');
  });
});
