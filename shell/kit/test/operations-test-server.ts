/**
 * Test support shared by the remotes' component tests: the real operations service for the component
 * tests, on a PostgreSQL database of its own, in a child process
 * (`svc-operations/src/checkpoints/browser-test-server.ts`, started by its path through
 * `service-test-server.ts`: a front end imports no service code), and the session of a user of its
 * agency holding a token that service accepts.
 */
import type { Checkpoint, Right, Role } from '@portal/contracts';
import {
  callWithToken,
  postJson,
  signInOnTestServer,
  startServiceTestServer,
  useServiceTestServer,
  type TestToken,
} from './service-test-server.js';

type TestSite = { siteId: string; customerId: string; name: string };

export type OperationsTestServer = {
  url: string;
  agencyId: string;
  /** Two active sites and an archived one. */
  sites: { oliviers: TestSite; odysseum: TestSite; archived: TestSite };
  /** 'Hall d’entrée' of Résidence Les Oliviers, badge 04A1B2C3D4E5F6. */
  hall: Checkpoint;
  /** A token the service accepts, for these claims in the test agency. */
  token: (claims: { role?: Role; rights?: Right[] }) => Promise<TestToken>;
  close: () => Promise<void>;
};

export async function startOperationsTestServer(timeoutMs = 60_000): Promise<OperationsTestServer> {
  const ready = await startServiceTestServer<Pick<OperationsTestServer, 'agencyId' | 'sites' | 'hall'>>({
    service: 'svc-operations',
    entry: 'src/checkpoints/browser-test-server.ts',
    name: 'the operations test server',
    timeoutMs,
  });
  return { ...ready, token: (claims) => postJson(`${ready.url}/__test/token`, claims) };
}

/**
 * The server for a test file: started before its tests, stopped after them; between two tests the
 * screen is unmounted and the session signed out. The object is filled in once the server is up
 * (before the first test).
 */
export function useOperationsTestServer(): OperationsTestServer {
  return useServiceTestServer(() => startOperationsTestServer());
}

/** Signs in a user of the server's agency, the services pointed at the server. */
export function signInOnServer(
  server: OperationsTestServer,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  return signInOnTestServer(server.url, server.agencyId, (claims) => server.token(claims), options);
}

/** Calls the server as the agency's owner, to prepare or check what the screen did. */
export async function asOwner(server: OperationsTestServer, method: string, apiPath: string, body?: unknown) {
  const { token } = await server.token({ role: 'owner' });
  return callWithToken(server.url, token, method, apiPath, body);
}
