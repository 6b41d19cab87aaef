import { DEFAULT_OPERATIONS_SETTINGS } from '@portal/contracts';
import { agencySettingsInputSuite } from '@portal/service-kit/testing/agency-settings-input-suite';
import { startOperationsHarness } from '../testing/harness.js';

agencySettingsInputSuite({
  start: startOperationsHarness,
  validBody: { hoursLimit: 30 },
  provisionedSettings: DEFAULT_OPERATIONS_SETTINGS,
});
