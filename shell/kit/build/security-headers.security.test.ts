import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, SERVICE_NAMES, type PortalConfig } from '@portal/contracts';
import { contentSecurityPolicy, policyOrigin } from './security-headers.js';

/** A config whose remotes and services all sit on distinct origins (`remote-0.test`, `api-1.test`…). */
function spreadConfig(): PortalConfig {
  return {
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name, index) => [name, `https://remote-${index}.test/${name}/mf-manifest.json`]),
    ) as PortalConfig['remotes'],
    services: Object.fromEntries(
      SERVICE_NAMES.map((name, index) => [name, `https://api-${index}.test:8443/${name}`]),
    ) as PortalConfig['services'],
  };
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the policy allows nothing but what the config names', () => {
  const config = spreadConfig();
  const remotes = REMOTE_NAMES.map((_, index) => `https://remote-${index}.test`);
  const services = SERVICE_NAMES.map((_, index) => `https://api-${index}.test:8443`);
  const policy = directives(contentSecurityPolicy(config));

  it('scripts: the page itself and the remotes, never a service, inline code nor eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...remotes]);
  });

  it('calls: the page, the remotes (manifests) and the services, nothing else', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", ...remotes, ...services]);
  });

  it('no directive holds a wildcard, a bare scheme, eval or a hash/nonce bypass; inline only for styles', () => {
    for (const [name, sources] of policy) {
      for (const source of sources) {
        expect(source, `${name} ${source}`).not.toMatch(/\*|^https?:$|unsafe-eval|wasm-unsafe-eval|strict-dynamic/);
        if (source === "'unsafe-inline'") expect(name).toBe('style-src');
        if (source === 'data:') expect(name).toBe('img-src');
        if (source === 'blob:') expect(['img-src', 'worker-src']).toContain(name);
      }
    }
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('images: the page, data:, blob: and the map tiles, not the services nor the remotes', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it("the service worker and the app's manifest: the page's own origin only (blob: workers for the export)", () => {
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    for (const origin of [...remotes, ...services]) {
      expect(policy.get('worker-src')).not.toContain(origin);
      expect(policy.get('manifest-src')).not.toContain(origin);
    }
  });
});

describe('an address that would write something else into the policy is refused', () => {
  const hostile = [
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'blob:http://evil.test/0b7e',
    'file:///etc/passwd',
    'ftp://evil.test/mf-manifest.json',
    'http://evil.test;script-src',
    "http://evil.test'unsafe-inline'",
    'http://*.evil.test/mf-manifest.json',
    'http://evil.test,x/',
    'http://evil_test.fr/',
    'http://evil.test%3B/x',
    'pas une adresse',
  ];
  for (const url of hostile) {
    it(`${url} throws`, () => {
      expect(() => policyOrigin(url)).toThrow(/portal\.config\.json/);
    });
  }

  it('a config holding one makes no policy at all (the page is then not served)', () => {
    const config = spreadConfig();
    config.remotes.mf_admin = 'http://evil.test;script-src';
    expect(() => contentSecurityPolicy(config)).toThrow(/portal\.config\.json: 'http:\/\/evil\.test;script-src'/);
    const service = spreadConfig();
    service.services.billing = 'javascript:alert(1)';
    expect(() => contentSecurityPolicy(service)).toThrow(/portal\.config\.json/);
  });

  it('credentials, paths and queries of an address never reach the policy', () => {
    expect(policyOrigin('https://user:secret@cdn.example.fr:8443/admin/mf-manifest.json?v=2#x')).toBe(
      'https://cdn.example.fr:8443',
    );
  });
});
