import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalConfig } from '@portal/contracts';
import { currentPortalConfig } from './portal-config-file.js';
import { contentSecurityPolicy } from './security-headers.js';
import { serveStatic, type StaticServer } from './serve-static.js';

const PAGE = '<!doctype html><html lang="fr"><head><script defer src="main.0123abcd.js"></script></head></html>';

function configWith(adminOrigin: string): PortalConfig {
  return {
    remotes: {
      mf_planning: 'http://localhost:8201/mf-manifest.json',
      mf_field: 'http://localhost:8202/mf-manifest.json',
      mf_commercial: 'http://localhost:8203/mf-manifest.json',
      mf_admin: `${adminOrigin}/mf-manifest.json`,
    },
    services: {
      identity: 'http://localhost:8101',
      operations: 'http://localhost:8102',
      billing: 'http://localhost:8103',
    },
  };
}

let dir: string;
let configFile: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  await writeFile(path.join(dir, 'index.html'), PAGE);
  await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(1);');
  configFile = path.join(dir, 'portal.config.json');
  await writeFile(configFile, JSON.stringify(configWith('http://localhost:8204')));
  // As `npm start` serves with PORTAL_CONFIG_FILE: the file is read at every request.
  server = await serveStatic({
    dir,
    port: 0,
    portalConfig: () => currentPortalConfig({ PORTAL_CONFIG_FILE: configFile }),
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe("a front end's static server", () => {
  it('sends the page with the policy made of the config file, gzipped or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const response = await get('/', { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy(configWith('http://localhost:8204')),
      );
      expect(await response.text()).toBe(PAGE);
    }
    const named = await get('/index.html');
    expect(named.headers.get('content-security-policy')).toContain("script-src 'self' http://localhost:8201");
  });

  it('sends every other answer with the security headers, remote files keeping their CORS header', async () => {
    const script = await get('/main.0123abcd.js', { headers: { origin: 'http://localhost:8080' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('access-control-allow-origin')).toBe('*');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expectSecurityHeaders(script);

    const config = await get('/portal.config.json');
    expect(await config.json()).toEqual(configWith('http://localhost:8204'));
    expectSecurityHeaders(config);

    const answers = [
      [await get('/nulle-part.js'), 404],
      [await get('/%E0%A4%A'), 400],
      [await get('/../../etc/passwd'), 404],
      [await get('/', { method: 'POST', body: 'x' }), 405],
      [await get('/remoteEntry.js', { method: 'OPTIONS' }), 204],
    ] as const;
    for (const [response, status] of answers) {
      expect(response.status).toBe(status);
      expectSecurityHeaders(response);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('follows the config file as it changes, with no restart: a moved remote is allowed at the next request', async () => {
    await writeFile(configFile, JSON.stringify(configWith('https://admin.example.fr')));
    try {
      const policy = (await get('/')).headers.get('content-security-policy') ?? '';
      expect(policy).toContain('https://admin.example.fr');
      expect(policy).not.toContain('http://localhost:8204');
      expect(policy).toBe(contentSecurityPolicy((await (await get('/portal.config.json')).json()) as PortalConfig));
    } finally {
      await writeFile(configFile, JSON.stringify(configWith('http://localhost:8204')));
    }
  });

  it('serves no page when the config cannot make a policy (hostile origin, broken file)', async () => {
    for (const content of [JSON.stringify(configWith('http://evil.test;script-src')), '{ pas du json']) {
      await writeFile(configFile, content);
      const page = await get('/');
      expect(page.status).toBe(500);
      expect(page.headers.get('content-security-policy')).toBeNull();
      expect(await page.text()).toBe('Erreur du serveur');
      expectSecurityHeaders(page);
    }
    await writeFile(configFile, JSON.stringify(configWith('http://localhost:8204')));
    expect((await get('/')).status).toBe(200);
  });
});
