import { z } from 'zod';
import { BaseEnvSchema, parseEnv } from '@portal/service-kit';

export const OperationsEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().default(8102),
  IDENTITY_JWKS_URL: z.string().url().default('http://127.0.0.1:8101/.well-known/jwks.json'),
});
export type OperationsEnv = z.infer<typeof OperationsEnvSchema>;

export const loadEnv = () => parseEnv(OperationsEnvSchema);
