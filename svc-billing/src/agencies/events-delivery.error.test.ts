import { agencyProvisioningSuite } from '@portal/service-kit/testing/agency-provisioning-suite';
import { settingsStore } from '../settings/repo.js';
import { startBillingEventsHarness } from '../testing/harness.js';
import { AGENCY_PROVISIONING_DURABLE } from './events.js';
import { findAgency } from './repo.js';

agencyProvisioningSuite({
  start: startBillingEventsHarness,
  durable: AGENCY_PROVISIONING_DURABLE,
  findAgency,
  findSettings: (tx, agencyId) => settingsStore.find(tx, agencyId),
  corrupt: (payload) => ({ ...payload, currency: 'EURO' }),
  settingsChange: { body: { paymentTermDays: 45 }, key: 'paymentTermDays', value: 45 },
  reannounced: { name: 'Autre nom', currency: 'USD' },
  settingsKept: { currency: 'EUR' },
});
