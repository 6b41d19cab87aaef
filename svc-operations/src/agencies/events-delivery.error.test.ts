import { agencyProvisioningSuite } from '@portal/service-kit/testing/agency-provisioning-suite';
import { settingsStore } from '../settings/repo.js';
import { startOperationsEventsHarness } from '../testing/harness.js';
import { AGENCY_PROVISIONING_DURABLE } from './events.js';
import { findAgency } from './repo.js';

agencyProvisioningSuite({
  start: startOperationsEventsHarness,
  durable: AGENCY_PROVISIONING_DURABLE,
  findAgency,
  findSettings: (tx, agencyId) => settingsStore.find(tx, agencyId),
  corrupt: (payload) => ({ ...payload, activity: 'gardening' }),
  settingsChange: { body: { hoursLimit: 20 }, key: 'hoursLimit', value: 20 },
  reannounced: { name: 'Autre nom' },
});
