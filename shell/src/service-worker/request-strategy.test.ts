import { describe, expect, it } from 'vitest';
import { strategyFor, type RequestFacts, type StrategyContext } from './request-strategy.js';
import { isServiceUrl, workerConfigOf } from './worker-config.js';

const CONFIG = workerConfigOf({
  remotes: {
    mf_planning: 'http://localhost:8201/mf-manifest.json',
    mf_field: 'http://localhost:8202/mf-manifest.json',
    mf_commercial: 'https://cdn.example.fr/commercial/v2/mf-manifest.json',
    mf_admin: 'https://cdn.example.fr/admin/mf-manifest.json',
  },
  services: {
    identity: 'http://localhost:8101',
    operations: 'https://api.example.fr/operations/',
    billing: 'https://portail.example.fr/api/billing',
  },
});

const context = (overrides: Partial<StrategyContext> = {}): StrategyContext => ({
  scope: 'https://portail.example.fr/',
  config: CONFIG,
  precached: new Set(['https://portail.example.fr/index.html', 'https://portail.example.fr/main.0123abcd.js']),
  ...overrides,
});

/** A GET as a script or `fetch` asks it, unless told otherwise. */
const get = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url,
  method: 'GET',
  mode: 'cors',
  destination: '',
  hasAuthorization: false,
  ...facts,
});

describe("the service worker's answer to each request", () => {
  it('never touches a call to a service, nor anything sent with credentials or another method', () => {
    const passed = [
      get('http://localhost:8101/user'),
      get('http://localhost:8101/version'),
      get('https://api.example.fr/operations/agency/1/services'),
      get('https://api.example.fr/operations'),
      // The shell's own origin hosts billing's API under /api/billing: only the shell's files are kept.
      get('https://portail.example.fr/api/billing/agency/1/fetch/invoices'),
      get('https://portail.example.fr/api/billing?x=1'),
      get('http://localhost:8202/mf-manifest.json', { hasAuthorization: true }),
      get('https://portail.example.fr/main.0123abcd.js', { method: 'POST' }),
      get('http://localhost:8202/remoteEntry.js', { method: 'HEAD' }),
    ];
    for (const request of passed) expect([request.url, strategyFor(request, context())]).toEqual([request.url, 'pass']);
  });

  it('leaves other sites alone (map tiles, a foreign script)', () => {
    expect(strategyFor(get('https://tile.openstreetmap.org/3/4/2.png', { destination: 'image' }), context())).toBe(
      'pass',
    );
    expect(strategyFor(get('https://evil.test/x.0123abcd.js'), context())).toBe('pass');
    expect(strategyFor(get('https://portail.example.fr/', { mode: 'navigate' }), context())).toBe('navigation');
    expect(strategyFor(get('https://ailleurs.example.fr/', { mode: 'navigate' }), context())).toBe('pass');
  });

  it('asks the network first for pages, manifests, remote entries and the runtime config', () => {
    for (const url of [
      'https://portail.example.fr/portal.config.json',
      'https://portail.example.fr/mf-manifest.json',
      'https://portail.example.fr/manifest.webmanifest',
      'http://localhost:8202/mf-manifest.json',
      'http://localhost:8202/remoteEntry.js',
      'https://cdn.example.fr/admin/mf-manifest.json',
    ]) {
      expect([url, strategyFor(get(url), context())]).toEqual([url, 'network-first']);
    }
    expect(strategyFor(get('https://portail.example.fr/?x', { mode: 'navigate' }), context())).toBe('navigation');
  });

  it('answers the files named by their content hash from the cache, on the shell and the remotes', () => {
    for (const url of [
      'https://portail.example.fr/main.0123abcd.js',
      'https://portail.example.fr/240.bd7aa9e4.js',
      'http://localhost:8202/861.01d5ac94.js',
      'https://cdn.example.fr/commercial/v2/__federation_expose_routes.380b67f3.js',
    ]) {
      expect([url, strategyFor(get(url), context())]).toEqual([url, 'cache-first']);
    }
  });

  it('shows images and fonts from the cache at once and refreshes them behind', () => {
    expect(strategyFor(get('https://portail.example.fr/icon-192.png'), context())).toBe('stale-while-revalidate');
    expect(strategyFor(get('http://localhost:8201/logo', { destination: 'image' }), context())).toBe(
      'stale-while-revalidate',
    );
    expect(
      strategyFor(get('https://cdn.example.fr/commercial/v2/police.woff2', { destination: 'font' }), context()),
    ).toBe('stale-while-revalidate');
  });

  it('before the config is known: only the shell’s known files, the config itself and pages', () => {
    const unknown = context({ config: undefined });
    expect(strategyFor(get('https://portail.example.fr/portal.config.json'), unknown)).toBe('network-first');
    expect(strategyFor(get('https://portail.example.fr/index.html'), unknown)).toBe('network-first');
    expect(strategyFor(get('https://portail.example.fr/main.0123abcd.js'), unknown)).toBe('cache-first');
    expect(strategyFor(get('https://portail.example.fr/', { mode: 'navigate' }), unknown)).toBe('navigation');
    expect(strategyFor(get('https://portail.example.fr/api/billing/user'), unknown)).toBe('pass');
    expect(strategyFor(get('http://localhost:8202/mf-manifest.json'), unknown)).toBe('pass');
  });

  it('keeps to the scope it was registered for', () => {
    const scoped = context({ scope: 'https://portail.example.fr/portail/' });
    expect(strategyFor(get('https://portail.example.fr/portail/portal.config.json'), scoped)).toBe('network-first');
    expect(strategyFor(get('https://portail.example.fr/autre/page', { mode: 'navigate' }), scoped)).toBe('pass');
    expect(strategyFor(get('https://portail.example.fr/portal.config.json'), scoped)).toBe('pass');
  });
});

describe("the worker's reading of portal.config.json", () => {
  it("keeps the remotes' origins once each and the services' base addresses", () => {
    expect(CONFIG).toEqual({
      remoteOrigins: ['http://localhost:8201', 'http://localhost:8202', 'https://cdn.example.fr'],
      serviceBases: [
        'http://localhost:8101',
        'https://api.example.fr/operations',
        'https://portail.example.fr/api/billing',
      ],
    });
  });

  it('a service base covers its own paths only', () => {
    if (!CONFIG) throw new Error('no config');
    expect(isServiceUrl(new URL('https://portail.example.fr/api/billing-archive/x'), CONFIG)).toBe(false);
    expect(isServiceUrl(new URL('https://portail.example.fr/api/billing/'), CONFIG)).toBe(true);
  });

  it('refuses what is not a config (the worker then keeps to the shell’s own files)', () => {
    for (const json of [
      null,
      'x',
      {},
      { remotes: {}, services: { a: 1 } },
      { remotes: { a: 'javascript:1' }, services: {} },
    ]) {
      expect(workerConfigOf(json)).toBeUndefined();
    }
  });
});
