/**
 * Test support shared by the remotes' component tests: the real operations service for the component tests, on a
 * PostgreSQL database of its own, in a child process (`svc-operations/src/checkpoints/browser-test-server.ts`,
 * started by its path: a front end imports no service code), and the session of a user of its agency
 * holding a token that service accepts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Checkpoint, CurrentUser, Right, Role } from '@portal/contracts';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest } from './session.js';

type TestSite = { siteId: string; customerId: string; name: string };

export type OperationsTestServer = {
  url: string;
  agencyId: string;
  /** Two active sites and an archived one. */
  sites: { oliviers: TestSite; odysseum: TestSite; archived: TestSite };
  /** 'Hall d’entrée' of Résidence Les Oliviers, badge 04A1B2C3D4E5F6. */
  hall: Checkpoint;
  /** A token the service accepts, for these claims in the test agency. */
  token: (claims: { role?: Role; rights?: Right[] }) => Promise<{ token: string; claims: Record<string, unknown> }>;
  close: () => Promise<void>;
};

// Paths from the module's own file (a string: the browser-like test environment has its own `URL`).
const HERE = path.dirname(fileURLToPath(import.meta.url));
const SERVICE_DIR = path.resolve(HERE, '../../../svc-operations');
const SERVER_ENTRY = path.join(SERVICE_DIR, 'src/checkpoints/browser-test-server.ts');

export function startOperationsTestServer(timeoutMs = 60_000): Promise<OperationsTestServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: SERVICE_DIR,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the operations test server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the operations test server exited (${code}):\n${output}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      const ready = JSON.parse(line.slice('READY '.length)) as Omit<OperationsTestServer, 'token' | 'close'>;
      resolve({
        ...ready,
        async token(claims) {
          const response = await fetch(`${ready.url}/__test/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(claims),
          });
          return (await response.json()) as { token: string; claims: Record<string, unknown> };
        },
        async close() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/**
 * The server for a test file: started before its tests, stopped after them; between two tests the
 * session is signed out. The object is filled in once the server is up (before the first test).
 */
export function useOperationsTestServer(): OperationsTestServer {
  const server = {} as OperationsTestServer;
  beforeAll(async () => {
    Object.assign(server, await startOperationsTestServer());
  });
  afterAll(async () => {
    await server.close?.();
  });
  afterEach(() => {
    cleanup();
    sessionStore.clear();
    sessionStorage.clear();
  });
  return server;
}

/** Signs in a user of the server's agency, the services pointed at the server. */
export async function signInOnServer(
  server: OperationsTestServer,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  queryClient.clear();
  configureServicesForTest(server.url);
  const role = options.role ?? 'staff';
  const rights = options.rights ?? [];
  const { token, claims } = await server.token({ role, rights });
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
      agencyId: server.agencyId,
      role,
      rights,
      alteredBy: null,
      subscription: { state: 'valid', trialEndsAt: null, validUntil: '2099-12-31T00:00:00.000Z', accessGranted: true },
    },
  };
  sessionStore.setUser(user);
}

/** Calls the server as the agency's owner, to prepare or check what the screen did. */
export async function asOwner(server: OperationsTestServer, method: string, apiPath: string, body?: unknown) {
  const { token } = await server.token({ role: 'owner' });
  const response = await fetch(`${server.url}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as unknown;
}
