import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uuidv7, type AgencyCreatedPayload } from '@portal/contracts';
import { createLogger } from '../logger.js';
import { agencyCreatedPayload } from './agency-events.js';
import { createTestDatabase } from './database.js';
import { startIdentityStandIn, type IdentityStandIn } from './identity-stand-in.js';
import { startNatsServer, type TestNatsServer } from './nats-server.js';
import { freePort } from './ports.js';
import { serveJwks, startServiceProcess, type ServiceProcess } from './service-process.js';
import { createTestTokens, type TestTokens } from './tokens.js';

export type ServiceProcessSuiteOptions = {
  /** The service's name, as `/health` answers it. */
  service: string;
  /** The service's package folder, whose `src/main.ts` runs. */
  serviceDir: string;
  /** Asserts the settings answered for an agency provisioned from identity's `created` event. */
  expectProvisionedSettings: (settings: unknown, agency: AgencyCreatedPayload) => void;
};

/**
 * A service's main.ts as deployed: its own process, migrations at start, remote JWKS, NATS, drain on
 * SIGTERM; the agency it serves comes from an identity stand-in's event.
 */
export function serviceProcessSuite(options: ServiceProcessSuiteOptions) {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let nats: TestNatsServer;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let identity: IdentityStandIn;
  let tokens: TestTokens;
  let service: ServiceProcess;
  let baseUrl: string;

  beforeAll(async () => {
    [database, nats, tokens] = await Promise.all([
      createTestDatabase(options.service),
      startNatsServer(),
      createTestTokens(),
    ]);
    jwks = await serveJwks(tokens.jwks);
    identity = await startIdentityStandIn(nats.url, createLogger('identity-stand-in', 'silent'));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    service = startServiceProcess(options.serviceDir, {
      PORT: String(port),
      DATABASE_URL: database.url,
      NATS_URL: nats.url,
      IDENTITY_JWKS_URL: jwks.url,
    });
  });
  afterAll(async () => {
    if (service?.child.exitCode === null) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
    await identity?.close();
    await jwks?.close();
    await nats?.destroy();
    await database?.drop();
  });

  describe(`the ${options.service} process`, () => {
    it('becomes ready once its database and NATS are connected', async () => {
      await vi.waitFor(
        async () => {
          const response = await fetch(`${baseUrl}/ready`).catch(() => null);
          expect(response?.status, service.output()).toBe(200);
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(await (await fetch(`${baseUrl}/health`)).json()).toEqual({ status: 'ok', service: options.service });
    });

    it("provisions an agency from identity's event and serves it to a token checked with identity's JWKS", async () => {
      const agency = agencyCreatedPayload();
      await identity.announce('identity.agency.created', agency, agency.agencyId);
      const token = await tokens.sign(tokens.claims({ agency: agency.agencyId }));
      await vi.waitFor(
        async () => {
          const response = await fetch(`${baseUrl}/agency/${agency.agencyId}/settings`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
          options.expectProvisionedSettings(await response.json(), agency);
        },
        { timeout: 5000, interval: 50 },
      );
    });

    it('stays ready while NATS is away, and provisions what was announced meanwhile once NATS is back', async () => {
      await nats.stop();
      expect((await fetch(`${baseUrl}/ready`)).status).toBe(200);
      const agency = agencyCreatedPayload();
      await identity.announce('identity.agency.created', agency, agency.agencyId);
      expect(await identity.allPublished()).toBe(false);
      await nats.start();
      const token = await tokens.sign(tokens.claims({ agency: agency.agencyId }));
      await vi.waitFor(
        async () => {
          const response = await fetch(`${baseUrl}/agency/${agency.agencyId}/settings`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.status).toBe(200);
        },
        { timeout: 15_000, interval: 100 },
      );
    });

    it('drains and exits 0 on SIGTERM', async () => {
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
      expect(service.output()).toContain('"msg":"stopped"');
    });

    it('started with MAINTENANCE_MESSAGE and CORS_ORIGINS, answers 503 with the message the page may read', async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const shell = 'http://localhost:8080';
      const message = 'Maintenance en cours, retour à 14 h.';
      service = startServiceProcess(options.serviceDir, {
        PORT: String(port),
        DATABASE_URL: database.url,
        NATS_URL: nats.url,
        IDENTITY_JWKS_URL: jwks.url,
        CORS_ORIGINS: `${shell},http://localhost:8201`,
        MAINTENANCE_MESSAGE: message,
      });
      await vi.waitFor(
        async () => expect((await fetch(`${url}/ready`).catch(() => null))?.status, service.output()).toBe(200),
        { timeout: 15_000, interval: 100 },
      );
      const agencyId = uuidv7();
      const token = await tokens.sign(tokens.claims({ agency: agencyId }));
      const answer = await fetch(`${url}/agency/${agencyId}/settings`, {
        headers: { authorization: `Bearer ${token}`, origin: shell },
      });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: { code: 'MAINTENANCE', message } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(shell);
      const preflight = await fetch(`${url}/agency/${agencyId}/settings`, {
        method: 'OPTIONS',
        headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      service.child.kill('SIGTERM');
      expect(await service.exited).toBe(0);
    });
  });
}
