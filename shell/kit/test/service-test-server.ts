/**
 * Test support shared by the remotes' component tests (not exported by the kit): a real service for
 * the component tests, on a PostgreSQL database of its own, in a child process started by the path
 * of its browser test server (a front end imports no service code; the server is the service kit's
 * `testing/browser-test-server.ts`), and the session of a user of one of its agencies holding a token
 * that service accepts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CurrentUser, Right, Role } from '@portal/contracts';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest } from './session.js';

/** A token the server signed, and the claims it holds. */
export type TestToken = { token: string; claims: Record<string, unknown> };

/** A started server: what its READY line said (its url, what the service seeded), and how to stop it. */
export type ServiceTestServer<Ready> = Ready & { url: string; close: () => Promise<void> };

export type ServiceTestServerOptions = {
  /** The service's folder in the repository: `svc-billing`. */
  service: string;
  /** The server's file in that folder: `src/testing/browser-test-server.ts`. */
  entry: string;
  /** What the errors call it: 'the billing test service'. */
  name: string;
  timeoutMs?: number;
};

// Paths from the module's own file (a string: the browser-like test environment has its own `URL`).
const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function startServiceTestServer<Ready extends object = object>({
  service,
  entry,
  name,
  timeoutMs = 60_000,
}: ServiceTestServerOptions): Promise<ServiceTestServer<Ready>> {
  const serviceDir = path.join(REPOSITORY, service);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serviceDir, entry)], {
    cwd: serviceDir,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}):\n${output}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('READY '));
      if (!line) return;
      clearTimeout(timer);
      const ready = JSON.parse(line.slice('READY '.length)) as Ready & { url: string };
      resolve({
        ...ready,
        async close() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

/** Posts JSON to the server (its `/__test/` routes) and reads its JSON answer. */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/**
 * The server for a test file: started before its tests, stopped after them; between two tests the
 * screen is unmounted and the session signed out. The object is filled in once the server is up.
 */
export function useServiceTestServer<S extends { close: () => Promise<void> }>(start: () => Promise<S>): S {
  const server = {} as S;
  beforeAll(async () => {
    Object.assign(server, await start());
  });
  afterAll(async () => {
    await server.close?.();
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    sessionStore.clear();
    sessionStorage.clear();
  });
  return server;
}

/**
 * Signs in a user of `agencyId` (office staff with `rights` unless told; null: a platform user
 * outside any agency), with a token of the server at `url`, every service pointed at that server.
 */
export async function signInOnTestServer(
  url: string,
  agencyId: string | null,
  token: (claims: { role: Role; rights: Right[] }) => Promise<TestToken>,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  queryClient.clear();
  configureServicesForTest(url);
  const role = options.role ?? 'staff';
  const rights = options.rights ?? [];
  const { token: signed, claims } = await token({ role, rights });
  sessionStore.setTokens({ token: signed, refresh_token: 'refresh-token-for-tests', expires_in: 900 });
  const user: CurrentUser = {
    user: {
      id: String(claims['sub']),
      email: String(claims['email']),
      firstName: 'Marie',
      lastName: 'Durand',
      phones: [],
      platformRole: role === 'support' || role === 'super_admin' ? role : null,
      pagesConfig: {},
    },
    userCompanies: [],
    session: {
      agencyId,
      role,
      rights,
      alteredBy: null,
      subscription: { state: 'valid', trialEndsAt: null, validUntil: '2099-12-31T00:00:00.000Z', accessGranted: true },
    },
  };
  sessionStore.setUser(user);
}

/** Calls the server at `url` with `token` (the owner's, to prepare or check what the screen did); 204 → null. */
export async function callWithToken(
  url: string,
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${url}${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? null : ((await response.json()) as unknown);
}
