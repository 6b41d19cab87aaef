import { DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import { agencySettingsInputSuite } from '@portal/service-kit/testing/agency-settings-input-suite';
import { startBillingHarness } from '../testing/harness.js';

agencySettingsInputSuite({
  start: startBillingHarness,
  validBody: { paymentTermDays: 45 },
  provisionedSettings: { ...DEFAULT_BILLING_SETTINGS, currency: 'EUR', vatLabel: 'TVA' },
});
