/**
 * Test support for mf-commercial's component tests (not imported by the screens): the real billing
 * service on a PostgreSQL database of its own, in a child process
 * (`svc-billing/src/testing/browser-test-server.ts`, started by its path through the kit's
 * `test/service-test-server.ts`: a front end imports no service code). Each test takes an agency of
 * its own and signs in one of its users.
 */
import type { Right, Role } from '@portal/contracts';
import {
  callWithToken,
  postJson,
  signInOnTestServer,
  startServiceTestServer,
  useServiceTestServer,
  type TestToken,
} from '../../../shell/kit/test/service-test-server.js';

/** An agency of the service, with two customers: Résidence Les Oliviers and Centre commercial Odysseum. */
export type TestAgency = { agencyId: string; customers: { oliviers: string; odysseum: string } };

export type BillingTestService = {
  url: string;
  /** A new agency, so that what one test writes is not seen by the next. */
  agency: () => Promise<TestAgency>;
  /** A token the service accepts, for these claims in `agencyId`. */
  token: (claims: { agencyId: string; role?: Role; rights?: Right[] }) => Promise<TestToken>;
  close: () => Promise<void>;
};

export async function startBillingTestService(timeoutMs = 60_000): Promise<BillingTestService> {
  const { url, close } = await startServiceTestServer({
    service: 'svc-billing',
    entry: 'src/testing/browser-test-server.ts',
    name: 'the billing test service',
    timeoutMs,
  });
  return {
    url,
    agency: () => postJson(`${url}/__test/agency`, {}),
    token: (claims) => postJson(`${url}/__test/token`, claims),
    close,
  };
}

/**
 * The service for a test file: started before its tests, stopped after them; between two tests the
 * screen is unmounted and the session signed out. The object is filled in once the service is up.
 */
export function useBillingTestService(): BillingTestService {
  return useServiceTestServer(() => startBillingTestService());
}

/** Signs in a user of the agency (office staff with `rights` unless told), the services pointed at the service. */
export function signInOnService(
  service: BillingTestService,
  agency: TestAgency,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  const { agencyId } = agency;
  return signInOnTestServer(service.url, agencyId, (claims) => service.token({ agencyId, ...claims }), options);
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
  return callWithToken(service.url, token, method, apiPath, body);
}
