/**
 * Test support: the real svc-operations for the screens' component tests, in a child process of its
 * own (`svc-operations/src/sites/testing/screen-test-server.ts`, reached over HTTP and the process
 * channel, never imported), and a signed-in session whose token it accepts. It runs apart because
 * the component tests' environment (happy-dom) resolves `new URL(path, import.meta.url)` against the
 * page, where the service finds its migrations.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccessClaims, CurrentUser, CustomerPayload, SaveSiteInput, Site } from '@portal/contracts';
import { sessionStore } from '@portal/kit';
import { configureServicesForTest } from '../../../../../shell/kit/test/session.js';

/** What the test server answers to (see its `commands`). */
type OperationsCommands = {
  provisionAgency: () => Promise<{ agencyId: string }>;
  addCustomer: (agencyId: string, overrides: Partial<CustomerPayload>) => Promise<CustomerPayload>;
  createSite: (agencyId: string, body: SaveSiteInput) => Promise<Site>;
  sign: (claims: AccessClaims) => Promise<string>;
  claims: (overrides: Partial<AccessClaims>) => Promise<AccessClaims>;
};

type Reply = { type: 'ready'; url: string } | { id: number; ok: boolean; result?: unknown; error?: string };

const PROCESS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../svc-operations/src/sites/testing/screen-test-server.ts',
);

export type OperationsServer = Awaited<ReturnType<typeof startOperationsServer>>;

export async function startOperationsServer() {
  const child = fork(PROCESS_FILE, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => {
      const error = new Error(`operations test process exited (${code})`);
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
    });
    child.on('message', (reply: Reply) => {
      if ('type' in reply) return resolve(reply.url);
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.result);
      else waiting?.reject(new Error(reply.error));
    });
  });

  /** Runs one of the process's commands. */
  function run<C extends keyof OperationsCommands>(
    command: C,
    ...args: Parameters<OperationsCommands[C]>
  ): Promise<Awaited<ReturnType<OperationsCommands[C]>>> {
    nextId += 1;
    const id = nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, command, args });
    });
  }

  return {
    url,
    run,
    /** Points the kit at this service and signs in as `claims` (an agency owner unless told). */
    async signIn(agencyId: string, overrides: Partial<AccessClaims> = {}): Promise<CurrentUser> {
      configureServicesForTest(url);
      const claims = await run('claims', { agency: agencyId, ...overrides });
      const token = await run('sign', claims);
      sessionStore.setTokens({ token, refresh_token: 'refresh-token-for-tests', expires_in: 900 });
      const user: CurrentUser = {
        user: {
          id: claims.sub,
          email: claims.email,
          firstName: 'Marie',
          lastName: 'Durand',
          phones: [],
          platformRole: null,
          pagesConfig: {},
        },
        userCompanies: [],
        session: {
          agencyId,
          role: claims.role,
          rights: claims.rights,
          alteredBy: null,
          subscription: {
            state: 'valid',
            trialEndsAt: null,
            validUntil: '2099-12-31T00:00:00.000Z',
            accessGranted: true,
          },
        },
      };
      sessionStore.setUser(user);
      return user;
    },
    async close() {
      // Requests the last screen left running (aborted on unmount) settle before the server goes.
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (child.connected) child.send({ type: 'close' });
      await exited;
    },
  };
}
