import { z } from 'zod';
import { BaseEnvSchema, parseEnv } from '@portal/service-kit';

export const BillingEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().default(8103),
  IDENTITY_JWKS_URL: z.string().url().default('http://127.0.0.1:8101/.well-known/jwks.json'),
  /** The relay documents are mailed through (`send`), and their sender. */
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Portail <no-reply@portail.local>'),
  /**
   * Stripe (the agency's own payments). The defaults talk to the local fake `npm start` runs; real
   * test keys and `STRIPE_API_URL` unset talk to Stripe's test mode (README).
   */
  STRIPE_SECRET_KEY: z.string().default('sk_test_local_fake'),
  STRIPE_WEBHOOK_SECRET: z.string().default('whsec_local_fake'),
  STRIPE_API_URL: z.string().url().optional(),
});
export type BillingEnv = z.infer<typeof BillingEnvSchema>;

export const loadEnv = () => parseEnv(BillingEnvSchema);
