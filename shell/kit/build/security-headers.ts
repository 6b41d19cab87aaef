import { MAP_TILE_URL, type PortalConfig } from '@portal/contracts';

/** Sent with every answer of a front end's server (files, the config, errors). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // Cross-origin requests carry the page's origin only, never its path. Not stricter: OpenStreetMap's
  // tile usage policy asks browsers' tile requests to carry a referrer.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // For browsers without CSP's frame-ancestors.
  'x-frame-options': 'DENY',
} as const;

/** A CSP host source: http(s), a DNS name, an IPv4 or a bracketed IPv6 address, and a port. */
const CSP_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * The origin of an address of `portal.config.json`, as written in the policy. Anything a policy
 * could not hold as one plain origin (another scheme, a wildcard, `;` or a quote in the host, which
 * URL parsing lets through) throws: the page is then not served at all rather than served with a
 * policy the config's text could rewrite.
 */
export function policyOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`portal.config.json: '${url}' is not an address`);
  }
  // `blob:http://…` has an http origin too: only plain http(s) addresses are taken.
  const origin = parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : 'null';
  if (!CSP_ORIGIN.test(origin)) throw new Error(`portal.config.json: '${url}' is not an http(s) origin`);
  return origin;
}

const originsOf = (urls: string[]) => [...new Set(urls.map(policyOrigin))];

/**
 * What Stripe.js itself needs besides its script's origin, when it is Stripe's own (its CSP guide,
 * without the wildcards our policy never holds): its API for calls, its card element's and 3-D
 * Secure's frames. The local fake's script calls its own origin and frames nothing.
 */
const STRIPE_JS_ORIGIN = 'https://js.stripe.com';
const STRIPE_HOSTED_SOURCES = {
  connect: ['https://api.stripe.com'],
  frame: [STRIPE_JS_ORIGIN, 'https://hooks.stripe.com'],
};

/** The sources Stripe.js adds to each directive, from `stripe.jsUrl` of the config (none without it). */
function stripeSources(config: PortalConfig): { script: string[]; connect: string[]; frame: string[] } {
  if (!config.stripe) return { script: [], connect: [], frame: [] };
  const origin = policyOrigin(config.stripe.jsUrl);
  const hosted = origin === STRIPE_JS_ORIGIN;
  return {
    script: [origin],
    connect: [origin, ...(hosted ? STRIPE_HOSTED_SOURCES.connect : [])],
    frame: hosted ? STRIPE_HOSTED_SOURCES.frame : [],
  };
}

/**
 * The Content-Security-Policy of a front end's HTML page (the shell's, or a remote's standalone
 * page), made from the config served at that moment: scripts only from the page's own origin and the
 * remotes' (their `remoteEntry.js` and chunks), calls to those and to the services, images from the
 * page, `data:`/`blob:` (site photos are fetched with the token and shown as blob URLs) and the map
 * tiles, Stripe.js from the configured address (the agency's payment forms), the service worker and the web app manifest from the page's origin. Nothing inline, no eval:
 * the builds load every script from a file.
 */
export function contentSecurityPolicy(config: PortalConfig): string {
  const remotes = originsOf(Object.values(config.remotes));
  const services = originsOf(Object.values(config.services));
  const stripe = stripeSources(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set([...remotes, ...stripe.script])],
    'connect-src': ["'self'", ...new Set([...remotes, ...services, ...stripe.connect])],
    // Stripe.js's card element and 3-D Secure page are Stripe's frames (absent: frames follow default-src).
    ...(stripe.frame.length > 0 ? { 'frame-src': stripe.frame } : {}),
    // antd's CSS-in-JS (and the login's and the map's own CSS) inject <style> elements at run time,
    // whose text no static page can announce by nonce or hash: inline styles stay allowed, for styles
    // only. What a style could fetch is bounded by img-src and font-src.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', policyOrigin(MAP_TILE_URL)],
    'font-src': ["'self'"],
    // The portal's service worker (`sw.js`, offline copy and update prompt) comes from the page's
    // own origin; the lists' Excel export zips in a worker made from a blob URL (fflate) when the
    // sheet is large. Nothing else may start a worker.
    'worker-src': ["'self'", 'blob:'],
    // The installable app's manifest (`manifest.webmanifest`), from the page's own origin only.
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
