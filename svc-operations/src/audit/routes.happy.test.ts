import { agencyAuditSuite } from '@portal/service-kit/testing/agency-audit-suite';
import { startOperationsHarness } from '../testing/harness.js';

/** The kit's audit route as operations serves it: a settings write by support is an audit line. */
agencyAuditSuite({
  start: startOperationsHarness,
  service: 'operations',
  settingsBody: (hoursLimit) => ({ hoursLimit }),
});
