import { expect } from 'vitest';
import { BILLING_CALLS, CustomerSchema } from '@portal/contracts';
import { agencyRoutesSecuritySuite } from '@portal/service-kit/testing/agency-routes-security';
import { findAgency } from './agencies/repo.js';
import { settingsStore } from './settings/repo.js';
import { startBillingHarness } from './testing/harness.js';

/**
 * Every agency route of the app, read from Hono's own table, guarded as its contract says: a route
 * added later is covered without editing this file, and a route missing from contracts fails here.
 */
agencyRoutesSecuritySuite({
  start: startBillingHarness,
  calls: BILLING_CALLS,
  callsName: 'BILLING_CALLS',
  body: { paymentTermDays: 45 },
  bodies: {
    'POST /agency/:agencyId/fetch/customers': {},
    'POST /agency/:agencyId/customer': { name: 'Client de la suite de sécurité' },
    'POST /agency/:agencyId/fetch/billable-lines': {},
    'POST /agency/:agencyId/fetch/billable-lines/by-customer': {},
  },
  // A customer of the agency with one contact: what the customer routes read and change when allowed.
  params: async (h, agencyId) => {
    const created = await h.request('POST', `/agency/${agencyId}/customer`, {
      token: await h.tokenFor(agencyId),
      json: {
        name: 'Résidence de la suite',
        contacts: [{ firstName: 'Anne', lastName: 'Martin', email: 'anne.martin@example.fr' }],
      },
    });
    const customer = CustomerSchema.parse(created.body);
    return { customerId: customer.id, contactId: customer.contacts[0]?.id ?? '', action: 'archive' };
  },
  settings: settingsStore,
  findAgency,
  expectUntouched: (settings) => expect(settings?.paymentTermDays).toBe(30),
});
