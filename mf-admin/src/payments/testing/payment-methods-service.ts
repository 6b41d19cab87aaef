/**
 * Test support for the payment methods' component tests (not imported by the screens): the real
 * billing service with the local fake of Stripe (a third party) in a child process
 * (`svc-billing/src/payment-methods/testing/browser-test-server.ts`), an agency of its own per test,
 * and the portal's config pointing Stripe.js at the fake's browser script.
 */
import type { Right, Role } from '@portal/contracts';
import { portalConfig, setPortalConfig } from '@portal/kit';
import {
  callWithToken,
  postJson,
  signInOnTestServer,
  startServiceTestServer,
  useServiceTestServer,
  type TestToken,
} from '../../../../shell/kit/test/service-test-server.js';
import { resetStripeJs } from '../stripe-js.js';

export type PaymentMethodsService = { url: string; stripeUrl: string; jsUrl: string; close: () => Promise<void> };

/** The fake accepts any `pk_test_…` key. */
const PUBLISHABLE_KEY = 'pk_test_portal_mf_admin';

export function usePaymentMethodsService(): PaymentMethodsService {
  return useServiceTestServer(() =>
    startServiceTestServer<{ stripeUrl: string; jsUrl: string }>({
      service: 'svc-billing',
      entry: 'src/payment-methods/testing/browser-test-server.ts',
      name: 'the billing test service with the Stripe fake',
    }),
  );
}

/** A new agency of the service. */
export async function newAgency(service: PaymentMethodsService): Promise<string> {
  return (await postJson<{ agencyId: string }>(`${service.url}/__test/agency`, {})).agencyId;
}

/**
 * Signs in a user of the agency (the owner unless told), every service pointed at the test service
 * and Stripe.js at the fake's script.
 */
export async function signInWithStripe(
  service: PaymentMethodsService,
  agencyId: string,
  options: { role?: Role; rights?: Right[] } = {},
): Promise<void> {
  await signInOnTestServer(
    service.url,
    agencyId,
    (claims) => postJson<TestToken>(`${service.url}/__test/token`, { agencyId, ...claims }),
    { role: options.role ?? 'owner', rights: options.rights ?? [] },
  );
  setPortalConfig({ ...portalConfig(), stripe: { jsUrl: service.jsUrl, publishableKey: PUBLISHABLE_KEY } });
  resetStripeJs();
}

/** Calls the service as the agency's owner, to prepare or check what the screen did. */
export async function asOwner(
  service: PaymentMethodsService,
  agencyId: string,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const { token } = await postJson<TestToken>(`${service.url}/__test/token`, { agencyId, role: 'owner' });
  return callWithToken(service.url, token, method, apiPath, body);
}
