import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventually } from '@portal/service-kit/testing/eventually';
import { spawnManaged } from '../local/child-process.js';
import { startSystem, type SystemUnderTest } from './system-under-test.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_PASSWORD = 'Demo2026!';

let system: SystemUnderTest;

async function call(url: string, options: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function login(username: string, password = DEMO_PASSWORD): Promise<string> {
  const { status, body } = await call(`${system.urls.identity}/login_check`, {
    method: 'POST',
    body: { username, password },
  });
  expect(status).toBe(200);
  return body.token as string;
}

async function alterInto(agencyId: string, supportToken: string): Promise<string> {
  const { status, body } = await call(`${system.urls.identity}/admin/agencies/${agencyId}/alter`, {
    method: 'POST',
    token: supportToken,
  });
  expect(status).toBe(200);
  return body.token as string;
}

async function agencyIdByName(supportToken: string, name: string): Promise<string> {
  const { body } = await call(`${system.urls.identity}/admin/fetch/agencies`, {
    method: 'POST',
    token: supportToken,
    body: { query: name, page: 1, limit: 25 },
  });
  const agency = (body.data as { id: string; name: string }[]).find((row) => row.name === name);
  if (!agency) throw new Error(`agency ${name} not listed`);
  return agency.id;
}

/** Both downstream services answer the agency's settings: they were provisioned from the event. */
async function provisionedEverywhere(agencyId: string, token: string): Promise<boolean> {
  const [operations, billing] = await Promise.all([
    call(`${system.urls.operations}/agency/${agencyId}/settings`, { token }),
    call(`${system.urls.billing}/agency/${agencyId}/settings`, { token }),
  ]);
  return operations.status === 200 && billing.status === 200;
}

function newAgency(name: string) {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    name,
    activity: 'security',
    email: `contact@${slug}.test`,
    owner: { email: `gerant@${slug}.test`, firstName: 'Camille', lastName: 'Durand' },
  };
}

beforeAll(async () => {
  system = await startSystem();
  const seed = spawnManaged({
    name: 'seed',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/seed/run.ts'],
    cwd: path.join(ROOT, 'svc-identity'),
    env: system.envOf('identity', 0),
  });
  const exit = await seed.exited;
  if (exit.code !== 0) throw new Error(`seed failed:\n${seed.lastLines(30).join('\n')}`);
}, 120_000);

afterAll(async () => {
  await system?.stop();
}, 60_000);

describe('the platform backbone: three services, real PostgreSQL and NATS JetStream', () => {
  test('the demo owner logs in over HTTP and GET user returns his memberships', async () => {
    const token = await login('proprietaire@vigie-demo.fr');
    const { status, body } = await call(`${system.urls.identity}/user`, { token });
    expect(status).toBe(200);
    expect(body.user.email).toBe('proprietaire@vigie-demo.fr');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.userCompanies).toEqual([
      expect.objectContaining({ agency: expect.objectContaining({ name: 'Vigie Sécurité' }), role: 'owner' }),
    ]);
  });

  test('GET user tells the portal whether the agency may open the app: Horizon Gardiennage’s trial has ended', async () => {
    const horizon = await call(`${system.urls.identity}/user`, { token: await login('proprietaire@horizon-demo.fr') });
    expect(horizon.body.session.subscription).toMatchObject({ state: 'free_trial_finished', accessGranted: false });
    const vigie = await call(`${system.urls.identity}/user`, { token: await login('proprietaire@vigie-demo.fr') });
    expect(vigie.body.session.subscription).toMatchObject({ state: 'valid', accessGranted: true });
    const support = await call(`${system.urls.identity}/user`, { token: await login('support@plateforme-demo.fr') });
    expect(support.body.session.subscription).toBeNull();
  });

  test('the portal’s pages, on origins of their own, may call every service with a bearer token', async () => {
    for (const url of Object.values(system.urls)) {
      const preflight = await fetch(`${url}/user`, {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:8203',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
      expect([url, preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([url, 204, '*']);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      const answer = await fetch(`${url}/health`, { headers: { origin: 'http://localhost:8080' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-expose-headers')).toContain('x-request-id');
    }
  });

  test('a wrong password answers the French authentication failure', async () => {
    const { status, body } = await call(`${system.urls.identity}/login_check`, {
      method: 'POST',
      body: { username: 'proprietaire@vigie-demo.fr', password: 'Mauvais1' },
    });
    expect(status).toBe(401);
    expect(body.error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Combinaison utilisateur / mot de passe incorrecte',
    });
  });

  test('the seeded agencies are provisioned in operations and billing through events', async () => {
    const support = await login('support@plateforme-demo.fr');
    for (const name of ['Vigie Sécurité', 'Éclat Propreté', 'Horizon Gardiennage']) {
      const agencyId = await agencyIdByName(support, name);
      const altered = await alterInto(agencyId, support);
      await eventually(() => provisionedEverywhere(agencyId, altered), 10_000);
    }
  });

  test('support alters into the cleaning agency, and the audit shows who did what', async () => {
    const support = await login('support@plateforme-demo.fr');
    const agencyId = await agencyIdByName(support, 'Éclat Propreté');
    const altered = await alterInto(agencyId, support);

    const me = await call(`${system.urls.identity}/user`, { token: altered });
    expect(me.body.session).toMatchObject({ agencyId, alteredBy: { email: 'support@plateforme-demo.fr' } });

    const update = await call(`${system.urls.identity}/agency/${agencyId}`, {
      method: 'PUT',
      token: altered,
      body: { phones: ['04 72 00 00 00'] },
    });
    expect(update.status).toBe(200);
    const settings = await call(`${system.urls.operations}/agency/${agencyId}/settings`, {
      method: 'PUT',
      token: altered,
      body: { latenessMarginMinutes: 10 },
    });
    expect(settings.status).toBe(200);

    const owner = await login('proprietaire@eclat-demo.fr');
    const identityAudit = await call(`${system.urls.identity}/agency/${agencyId}/audit`, { token: owner });
    expect(identityAudit.status).toBe(200);
    expect(identityAudit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          alteredByEmail: 'support@plateforme-demo.fr',
          action: expect.stringContaining('PUT'),
        }),
      ]),
    );
    const operationsAudit = await call(`${system.urls.operations}/agency/${agencyId}/audit`, { token: owner });
    expect(operationsAudit.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ alteredByEmail: 'support@plateforme-demo.fr', service: 'operations' }),
      ]),
    );
  });

  test('an agency created through the API is provisioned in operations and billing within a second', async () => {
    const support = await login('support@plateforme-demo.fr');
    const sent = Date.now();
    const created = await call(`${system.urls.identity}/admin/agencies`, {
      method: 'POST',
      token: support,
      body: newAgency('Garde Nocturne'),
    });
    expect(created.status).toBe(201);
    const altered = await alterInto(created.body.id, support);
    await eventually(() => provisionedEverywhere(created.body.id, altered), 1000 - (Date.now() - sent));
    const latency = Date.now() - sent;
    console.info(`agency created → provisioned in operations and billing: ${latency} ms`);
    expect(latency).toBeLessThan(1000);
  });

  test('each service serves /metrics to the machine: requests by route, outbox backlog, consumer lag, pool', async () => {
    await login('proprietaire@vigie-demo.fr');
    const texts = await Promise.all(
      (['identity', 'operations', 'billing'] as const).map(async (service) => {
        const response = await fetch(`${system.urls[service]}/metrics`);
        expect(response.status).toBe(200);
        return [service, await response.text()] as const;
      }),
    );
    for (const [service, text] of texts) {
      expect(text).toContain(`outbox_pending_events{service="${service}"}`);
      expect(text).toContain(`outbox_oldest_pending_seconds{service="${service}"}`);
      expect(text).toMatch(new RegExp(`db_connections\\{state="(active|idle)",service="${service}"\\} [1-9]`));
      expect(text).toContain(`db_pool_max_connections{service="${service}"}`);
      // This process's own pool use (relays, consumers and jobs may hold a connection at any time).
      expect(text).toMatch(new RegExp(`db_pool_connections_in_use\\{service="${service}"\\} \\d+`));
      expect(text).toMatch(new RegExp(`db_pool_waiting\\{service="${service}"\\} \\d+`));
      expect(text).toContain('process_resident_memory_bytes');
    }
    const identity = texts[0]?.[1] ?? '';
    expect(identity).toMatch(
      /http_requests_total\{method="POST",route="\/login_check",status="200",service="identity"\} [1-9]/,
    );
    const billing = texts[2]?.[1] ?? '';
    // Billing's consumers have caught up with operations' and identity's streams.
    expect(billing).toMatch(
      /event_consumer_lag\{stream="OPERATIONS",durable="billing--billable-lines",state="pending",service="billing"\} \d+/,
    );
  });

  test('an agency created while NATS is down is provisioned once NATS is back', async () => {
    const support = await login('support@plateforme-demo.fr');
    await system.nats.stop();
    try {
      const created = await call(`${system.urls.identity}/admin/agencies`, {
        method: 'POST',
        token: support,
        body: newAgency('Sentinelle Ouest'),
      });
      expect(created.status).toBe(201);
      const altered = await alterInto(created.body.id, support);
      expect(await provisionedEverywhere(created.body.id, altered)).toBe(false);
      await system.nats.start();
      const restarted = Date.now();
      await eventually(() => provisionedEverywhere(created.body.id, altered), 15_000);
      console.info(`NATS back → agency provisioned in operations and billing: ${Date.now() - restarted} ms`);
    } finally {
      await system.nats.start().catch(() => undefined);
    }
  });
});
