import { describe, expect, it } from 'vitest';
import { DEMO_PLATFORM_SELLER } from '@portal/contracts';
import { BillingEnvSchema } from './env.js';

const SELLER = {
  name: 'Sécurité Logiciels SAS',
  street: '4 place de la Comédie',
  zipcode: '34000',
  city: 'Montpellier',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
  legalMentions: 'SAS au capital de 50 000 € – RCS Montpellier 732 829 320',
};
/** The base every service needs, and what the test sets. */
const envOf = (env: Record<string, string>) => ({ DATABASE_URL: 'postgres://127.0.0.1:5432/billing', ...env });
const parse = (env: Record<string, string>) => BillingEnvSchema.parse(envOf(env));
const issuesOf = (env: Record<string, string>) =>
  BillingEnvSchema.safeParse(envOf(env)).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("billing's environment: the platform's legal identity (PLATFORM_SELLER)", () => {
  it('is the JSON given, its optional fields defaulted', () => {
    const env = parse({ PLATFORM_SELLER: JSON.stringify(SELLER) });
    expect(env.PLATFORM_SELLER).toEqual({ ...SELLER, country: 'FR', email: '', phone: '', reference: '' });
  });

  it('is the demonstration company when unset, with the test keys', () => {
    expect(parse({}).PLATFORM_SELLER).toEqual(DEMO_PLATFORM_SELLER);
  });

  it('is required with a live Stripe key: no real money on invoices naming a company that does not exist', () => {
    expect(issuesOf({ STRIPE_SECRET_KEY: 'sk_live_51abc' })).toEqual([
      [
        'PLATFORM_SELLER',
        "required with a live Stripe key: the platform's legal identity, printed on the agency invoices",
      ],
    ]);
    const live = parse({
      STRIPE_SECRET_KEY: 'sk_live_51abc',
      PLATFORM_SELLER: JSON.stringify(SELLER),
    });
    expect(live.PLATFORM_SELLER.name).toBe('Sécurité Logiciels SAS');
  });

  it('refuses JSON that is not one, or an identity without its SIRET of 14 digits', () => {
    expect(issuesOf({ PLATFORM_SELLER: '{name:' })?.[0]?.[0]).toBe('PLATFORM_SELLER');
    const issues = issuesOf({ PLATFORM_SELLER: JSON.stringify({ ...SELLER, siret: '732 829 320' }) });
    expect(issues?.[0]?.[1]).toMatch(/^not the platform's legal identity: .*siret/s);
  });
});
