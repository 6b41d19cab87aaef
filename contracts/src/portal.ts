import { z } from 'zod';

/**
 * The micro-frontends the shell loads at run time: federation name → workspace folder and the port
 * the start command serves it on by default, and the French name of its area (error panels).
 */
export const REMOTES = {
  mf_planning: { dir: 'mf-planning', defaultPort: 8201, label: 'Planification' },
  mf_field: { dir: 'mf-field', defaultPort: 8202, label: 'Terrain' },
  mf_commercial: { dir: 'mf-commercial', defaultPort: 8203, label: 'Commercial' },
  mf_admin: { dir: 'mf-admin', defaultPort: 8204, label: 'Administration' },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const SERVICE_NAMES = ['identity', 'operations', 'billing'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Stripe.js's own address, when the config names no other (the local fake serves `/v3/`). */
export const STRIPE_JS_DEFAULT_URL = 'https://js.stripe.com/v3/';

/** The shell's own port when nothing else is said. */
export const SHELL_DEFAULT_PORT = 8080;

/**
 * `portal.config.json`, served at the shell's root and read by the shell at start: where each
 * remote's `mf-manifest.json` is and where each service answers. Changing it needs no rebuild.
 */
export const PortalConfigSchema = z.object({
  remotes: z.record(z.enum(Object.keys(REMOTES) as [RemoteName, ...RemoteName[]]), z.url()),
  services: z.record(z.enum(SERVICE_NAMES), z.url()),
  /**
   * Stripe.js for the agency's own payments (card and SEPA forms, 02 §7: "a card payment provider
   * script is loaded on demand"): where the script is (Stripe's, or the local fake's `/v3/`) and the
   * publishable key. Absent: the payment forms say Stripe is unavailable.
   */
  stripe: z
    .object({
      jsUrl: z.url(),
      publishableKey: z.string().regex(/^pk_(test|live)_\w+$/),
    })
    .optional(),
});
export type PortalConfig = z.infer<typeof PortalConfigSchema>;
