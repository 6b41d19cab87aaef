import { z } from 'zod';
import { BaseEnvSchema, parseEnv } from '@portal/service-kit';

export const IdentityEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().default(8101),
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Portail <no-reply@portail.local>'),
  PORTAL_URL: z.string().url().default('http://localhost:8080'),
});
export type IdentityEnv = z.infer<typeof IdentityEnvSchema>;

export const loadEnv = () => parseEnv(IdentityEnvSchema);
