import { agencyAuditSuite } from '@portal/service-kit/testing/agency-audit-suite';
import { startBillingHarness } from '../testing/harness.js';

/** The kit's audit route as billing serves it: a settings write by support is an audit line. */
agencyAuditSuite({
  start: startBillingHarness,
  service: 'billing',
  settingsBody: (paymentTermDays) => ({ paymentTermDays }),
});
