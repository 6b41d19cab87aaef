import { describe, expect, it } from 'vitest';
import type { PortalConfig } from '@portal/contracts';
import { contentSecurityPolicy, policyOrigin, SECURITY_HEADERS } from './security-headers.js';

const CONFIG: PortalConfig = {
  remotes: {
    mf_planning: 'http://localhost:8201/mf-manifest.json',
    mf_field: 'http://localhost:8202/mf-manifest.json',
    mf_commercial: 'https://cdn.example.fr/commercial/v2/mf-manifest.json',
    mf_admin: 'https://cdn.example.fr/admin/mf-manifest.json',
  },
  services: {
    identity: 'http://localhost:8101',
    operations: 'https://api.example.fr/operations/',
    billing: 'https://api.example.fr/billing',
  },
};

/** The policy as a map: directive → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe("the pages' Content-Security-Policy", () => {
  it("is made of the remotes' and the services' origins in the config, once each", () => {
    const policy = directives(contentSecurityPolicy(CONFIG));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:8201',
      'http://localhost:8202',
      'https://cdn.example.fr',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:8201',
      'http://localhost:8202',
      'https://cdn.example.fr',
      'http://localhost:8101',
      'https://api.example.fr',
    ]);
  });

  it('holds every directive the portal needs, in a fixed order', () => {
    expect(contentSecurityPolicy(CONFIG)).toBe(
      [
        "default-src 'self'",
        "script-src 'self' http://localhost:8201 http://localhost:8202 https://cdn.example.fr",
        "connect-src 'self' http://localhost:8201 http://localhost:8202 https://cdn.example.fr http://localhost:8101 https://api.example.fr",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://tile.openstreetmap.org",
        "font-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('follows the config it is given: a remote moved elsewhere is allowed there and no longer where it was', () => {
    const moved = { ...CONFIG, remotes: { ...CONFIG.remotes, mf_field: 'http://127.0.0.1:9302/mf-manifest.json' } };
    const policy = directives(contentSecurityPolicy(moved));
    expect(policy.get('script-src')).toContain('http://127.0.0.1:9302');
    expect(policy.get('script-src')).not.toContain('http://localhost:8202');
    expect(policy.get('connect-src')).not.toContain('http://localhost:8202');
  });

  it("allows Stripe.js where the config loads it from: the local fake's origin for its script and calls", () => {
    const fake = { ...CONFIG, stripe: { jsUrl: 'http://127.0.0.1:12111/v3/', publishableKey: 'pk_test_local' } };
    const policy = directives(contentSecurityPolicy(fake));
    expect(policy.get('script-src')).toContain('http://127.0.0.1:12111');
    expect(policy.get('connect-src')).toContain('http://127.0.0.1:12111');
    expect(policy.has('frame-src')).toBe(false);
  });

  it("allows Stripe's own Stripe.js, its API and its frames (card element, 3-D Secure), without wildcards", () => {
    const real = { ...CONFIG, stripe: { jsUrl: 'https://js.stripe.com/v3/', publishableKey: 'pk_live_portal' } };
    const policy = directives(contentSecurityPolicy(real));
    expect(policy.get('script-src')?.slice(-1)).toEqual(['https://js.stripe.com']);
    expect(policy.get('connect-src')?.slice(-2)).toEqual(['https://js.stripe.com', 'https://api.stripe.com']);
    expect(policy.get('frame-src')).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(contentSecurityPolicy(real)).not.toContain('*');
  });

  it('writes an origin the way browsers compare them: lower case, default port dropped, IPv6 bracketed', () => {
    expect(policyOrigin('HTTPS://CDN.Example.FR:443/a/b?c=d#e')).toBe('https://cdn.example.fr');
    expect(policyOrigin('http://[::1]:8201/mf-manifest.json')).toBe('http://[::1]:8201');
    expect(policyOrigin('http://exämple.fr/')).toBe('http://xn--exmple-cua.fr');
  });

  it('sends nosniff, a referrer limited to the origin across origins, and no framing', () => {
    expect(SECURITY_HEADERS).toEqual({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });
});
