import { readFile } from 'node:fs/promises';
import { PortalConfigSchema, REMOTES, REMOTE_NAMES, STRIPE_JS_DEFAULT_URL, type PortalConfig } from '@portal/contracts';

/**
 * The shell's `portal.config.json`: the file named by PORTAL_CONFIG_FILE when given (read at every
 * request, so editing it repoints a remote or a service with no rebuild and no restart), otherwise
 * made from the environment: `<REMOTE>_URL` (e.g. MF_ADMIN_URL, the remote's origin) and
 * IDENTITY_URL, OPERATIONS_URL, BILLING_URL, with the start command's default ports; Stripe.js when
 * STRIPE_PUBLISHABLE_KEY is given, from STRIPE_JS_URL (Stripe's own address unless told).
 */
export async function currentPortalConfig(env: NodeJS.ProcessEnv = process.env): Promise<PortalConfig> {
  if (env.PORTAL_CONFIG_FILE) {
    return PortalConfigSchema.parse(JSON.parse(await readFile(env.PORTAL_CONFIG_FILE, 'utf8')));
  }
  const origin = (name: string, fallback: string) => (env[name] ?? fallback).replace(/\/+$/, '');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      `${origin(`${name.toUpperCase()}_URL`, `http://localhost:${REMOTES[name].defaultPort}`)}/mf-manifest.json`,
    ]),
  );
  return PortalConfigSchema.parse({
    remotes,
    services: {
      identity: origin('IDENTITY_URL', 'http://localhost:8101'),
      operations: origin('OPERATIONS_URL', 'http://localhost:8102'),
      billing: origin('BILLING_URL', 'http://localhost:8103'),
    },
    ...(env.STRIPE_PUBLISHABLE_KEY
      ? { stripe: { jsUrl: env.STRIPE_JS_URL ?? STRIPE_JS_DEFAULT_URL, publishableKey: env.STRIPE_PUBLISHABLE_KEY } }
      : {}),
  });
}
