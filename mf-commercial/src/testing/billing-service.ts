/**
 * Test support for mf-commercial's component tests (not imported by the screens): the real billing
 * service on a PostgreSQL database of its own, in a child process
 * (`svc-billing/src/testing/browser-test-server.ts`, started by its path: a front end imports no
 * service code). Each test takes an agency of its own and signs in one of its users.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser, Right, Role } from '@portal/contracts';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest } from '../../../shell/kit/test/session.js';

/** An agency of the service, with two customers: Résidence Les Oliviers and Centre commercial Odysseum. */
export type TestAgency = { agencyId: string; customers: { oliviers: string; odysseum: string } };

export type BillingTestService = {
  url: string;
  /** A new agency, so that what one test writes is not seen by the next. */
  agency: () => Promise<TestAgency>;
  /** A token the service accepts, for these claims in `agencyId`. */
  token: (claims: {
    agencyId: string;
    role?: Role;
    rights?: Right[];
  }) => Promise<{ token: string; claims: Record<string, unknown> }>;
  close: () => Promise<void>;
};

// Paths from the module's own file (a string: the browser-like test environment has its own `URL`).
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVICE_DIR = path.resolve(HERE, '../../../svc-billing');
const SERVER_ENTRY = path.join(SERVICE_DIR, 'src/testing/browser-test-server.ts');

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export function startBillingTestService(timeoutMs = 60_000): Promise<BillingTestService> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVICE_DIR,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the billing test service did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the billing test service exited (${code}):\n${output}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      const { url } = JSON.parse(line.slice('READY '.length)) as { url: string };
      resolve({
        url,
        agency: () => postJson(`${url}/__test/agency`, {}),
        token: (claims) => postJson(`${url}/__test/token`, claims),
        async close() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * The service for a test file: started before its tests, stopped after them; between two tests the
 * screen is unmounted and the session signed out. The object is filled in once the service is up.
 */
export function useBillingTestService(): BillingTestService {
  const service = {} as BillingTestService;
  beforeAll(async () => {
    Object.assign(service, await startBillingTestService());
  });
  afterAll(async () => {
    await service.close?.();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    sessionStore.clear();
    sessionStorage.clear();
  });
  return service;
}

/** Signs in a user of the agency (office staff with `rights` unless told), the services pointed at the service. */
export async function signInOnService(
  service: BillingTestService,
  agency: TestAgency,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  queryClient.clear();
  configureServicesForTest(service.url);
  const role = options.role ?? 'staff';
  const rights = options.rights ?? [];
  const { token, claims } = await service.token({ agencyId: agency.agencyId, role, rights });
  sessionStore.setTokens({ token, refresh_token: 'refresh-token-for-tests', expires_in: 900 });
  const user: CurrentUser = {
    user: {
      id: String(claims['sub']),
      email: String(claims['email']),
      firstName: 'Marie',
      lastName: 'Durand',
      phones: [],
      platformRole: null,
      pagesConfig: {},
    },
    userCompanies: [],
    session: {
      agencyId: agency.agencyId,
      role,
      rights,
      alteredBy: null,
      subscription: { state: 'valid', trialEndsAt: null, validUntil: '2099-12-31T00:00:00.000Z', accessGranted: true },
    },
  };
  sessionStore.setUser(user);
}

/** Calls the service as the agency's owner, to prepare or check what the screen did. */
export async function asOwner(
  service: BillingTestService,
  agency: TestAgency,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const { token } = await service.token({ agencyId: agency.agencyId, role: 'owner' });
  const response = await fetch(`${service.url}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? null : ((await response.json()) as unknown);
}
