import { z } from 'zod';
import { DEMO_PLATFORM_SELLER, PlatformSellerSchema } from '@portal/contracts';
import { BaseEnvSchema, parseEnv } from '@portal/service-kit';

/** `PLATFORM_SELLER`: the platform's legal identity as JSON (contracts' `PlatformSellerSchema`). */
const PlatformSellerEnvSchema = z
  .string()
  .optional()
  .transform((text, context) => {
    if (text === undefined || text.trim() === '') return undefined;
    try {
      return PlatformSellerSchema.parse(JSON.parse(text));
    } catch (error) {
      context.addIssue({ code: 'custom', message: `not the platform's legal identity: ${String(error)}` });
      return z.NEVER;
    }
  });

export const BillingEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().default(8103),
  IDENTITY_JWKS_URL: z.string().url().default('http://127.0.0.1:8101/.well-known/jwks.json'),
  /** The relay documents are mailed through (`send`), and their sender. */
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Portail <no-reply@portail.local>'),
  /** The portal's address, for the links of the mails (an alert mail opens its event there). */
  PORTAL_URL: z.string().url().default('http://localhost:8080'),
  /**
   * Stripe (the agency's own payments). The defaults talk to the local fake `npm start` runs; real
   * test keys and `STRIPE_API_URL` unset talk to Stripe's test mode (README).
   */
  STRIPE_SECRET_KEY: z.string().default('sk_test_local_fake'),
  STRIPE_WEBHOOK_SECRET: z.string().default('whsec_local_fake'),
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The platform's company, printed as the seller on every agency invoice and named as the creditor of
   * the SEPA mandates: JSON of name, street, zipcode, city, siret, vatNumber, legalMentions (email,
   * phone optional). Unset: the demonstration company (DEMO_PLATFORM_SELLER), which a live Stripe key
   * refuses — no real money is taken on invoices naming a company that does not exist.
   */
  PLATFORM_SELLER: PlatformSellerEnvSchema,
})
  .refine((env) => env.PLATFORM_SELLER !== undefined || !env.STRIPE_SECRET_KEY.startsWith('sk_live_'), {
    path: ['PLATFORM_SELLER'],
    message: "required with a live Stripe key: the platform's legal identity, printed on the agency invoices",
  })
  .transform((env) => ({ ...env, PLATFORM_SELLER: env.PLATFORM_SELLER ?? DEMO_PLATFORM_SELLER }));
export type BillingEnv = z.infer<typeof BillingEnvSchema>;

export const loadEnv = () => parseEnv(BillingEnvSchema);
