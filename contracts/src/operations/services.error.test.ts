import { describe, expect, it } from 'vitest';
import { PrestationSchema, ServiceDateSchema } from './services.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('what the services table cannot hold is refused by the schema (it answered 500: battery fuzz)', () => {
  it('a negative price or one past numeric(12, 2) is an invalid amount', () => {
    for (const unitPrice of ['-7', '-0.01', '10137873613.2']) {
      expect(messagesOf(PrestationSchema.safeParse({ label: 'Ronde', unitPrice }))).toEqual(['Montant invalide']);
    }
    for (const unitPrice of ['0', '24.50', '9999999999.99']) {
      expect(PrestationSchema.safeParse({ label: 'Ronde', unitPrice }).success).toBe(true);
    }
  });

  it('a day of year 0 (which PostgreSQL has not) is an invalid date', () => {
    expect(messagesOf(ServiceDateSchema.safeParse('0000-01-01'))).toEqual(['Format français invalide']);
    expect(ServiceDateSchema.safeParse('2026-11-25').success).toBe(true);
  });
});
