/**
 * Test support for mf-admin's component tests of billing's platform screens (not imported by the
 * screens): the real billing service on a PostgreSQL database of its own, in a child process (its
 * `src/testing/browser-test-server.ts`, started through the kit's `test/service-test-server.ts`),
 * and a platform user (super admin unless told) signed in outside any agency.
 */
import type { AgencyInvoice, PlatformRole, Right } from '@portal/contracts';
import {
  callWithToken,
  postJson,
  signInOnTestServer,
  startServiceTestServer,
  useServiceTestServer,
  type TestToken,
} from '../../../shell/kit/test/service-test-server.js';

export type PlatformBillingService = { url: string; close: () => Promise<void> };

const platformToken = (service: PlatformBillingService, role: PlatformRole) =>
  postJson<TestToken>(`${service.url}/__test/token`, { agencyId: null, role, rights: [] });

/** The service for a test file, with the platform's seeded offers (PRO, website, licence, packs, articles). */
export function useBillingPlatformService(): PlatformBillingService {
  return useServiceTestServer(async () => {
    const service = await startServiceTestServer({
      service: 'svc-billing',
      entry: 'src/testing/browser-test-server.ts',
      name: 'the billing test service',
    });
    await postJson(`${service.url}/__test/subscription-offers`, {});
    return service;
  });
}

/** Signs in a platform user (the super admin unless told), every service pointed at the service. */
export function signInOnPlatform(service: PlatformBillingService, role: PlatformRole = 'super_admin') {
  return signInOnTestServer(service.url, null, () => platformToken(service, role), { role });
}

/** Calls the service as the super admin, to prepare or check what the screen did. */
export async function asSuperAdmin(
  service: PlatformBillingService,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const { token } = await platformToken(service, 'super_admin');
  return callWithToken(service.url, token, method, apiPath, body);
}

/** An agency's article order, paid, as the demo's seed writes it (a new agency under `agencyName`). */
export function paidArticleOrder(
  service: PlatformBillingService,
  body: { agencyName: string; status?: number; offerKey?: string; quantity?: number; daysAgo?: number },
): Promise<{ agencyId: string; orderId: string }> {
  const { agencyName, ...order } = body;
  return postJson(`${service.url}/__test/article-order`, { agency: { name: agencyName }, ...order });
}

/**
 * A new agency (under `agencyName`) and the invoice of its owner's cart of seeded offers (PRO and 5
 * licences unless told), made by billing's own cart; its card payment stays waiting.
 */
export function agencyInvoice(
  service: PlatformBillingService,
  agencyName: string,
  lines: { offerKey: string; quantity: number }[] = [
    { offerKey: 'pro', quantity: 1 },
    { offerKey: 'licence', quantity: 5 },
  ],
): Promise<{ agencyId: string; invoice: AgencyInvoice }> {
  return postJson(`${service.url}/__test/agency-invoice`, { agencyName, lines });
}

/** Signs in office staff of one of the service's agencies (with `rights`), every service pointed at it. */
export function signInOnAgency(service: PlatformBillingService, agencyId: string, rights: Right[]) {
  return signInOnTestServer(
    service.url,
    agencyId,
    (claims) => postJson<TestToken>(`${service.url}/__test/token`, { agencyId, ...claims }),
    { role: 'staff', rights },
  );
}
