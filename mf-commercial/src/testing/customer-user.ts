/**
 * Test support (not imported by the screens): a user of a customer company signed in against the
 * billing test service, as the customer screens (customer prefix, 00 §2.5) see him.
 */
import type { CurrentUser } from '@portal/contracts';
import { queryClient, sessionStore } from '@portal/kit';
import { configureServicesForTest } from '../../../shell/kit/test/session.js';
import type { BillingTestService, TestAgency } from './billing-service.js';

/** Signs in a user of the customer company (customer role, its id in the token, invoices.list). */
export async function signInAsCustomer(service: BillingTestService, agency: TestAgency, customerId: string) {
  queryClient.clear();
  configureServicesForTest(service.url);
  const claims = {
    agencyId: agency.agencyId,
    role: 'customer' as const,
    rights: ['invoices.list' as const],
    customer: customerId,
  };
  const { token } = await service.token(claims);
  sessionStore.setTokens({ token, refresh_token: 'refresh-token-for-tests', expires_in: 900 });
  const user: CurrentUser = {
    user: {
      id: crypto.randomUUID(),
      email: 'client@oliviers.test',
      firstName: 'Jean',
      lastName: 'Client',
      phones: [],
      platformRole: null,
      pagesConfig: {},
    },
    userCompanies: [],
    session: {
      agencyId: agency.agencyId,
      role: 'customer',
      rights: ['invoices.list'],
      alteredBy: null,
      subscription: { state: 'valid', trialEndsAt: null, validUntil: '2099-12-31T00:00:00.000Z', accessGranted: true },
    },
  };
  sessionStore.setUser(user);
}
