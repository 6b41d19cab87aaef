import { expect } from 'vitest';
import { BILLING_CALLS } from '@portal/contracts';
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
  settings: settingsStore,
  findAgency,
  expectUntouched: (settings) => expect(settings?.paymentTermDays).toBe(30),
});
