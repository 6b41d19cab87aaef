import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { BillingSettingsSchema, DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import { serviceProcessSuite } from '@portal/service-kit/testing/service-process-suite';

/** main.ts as deployed: its own process, migrations at start, remote JWKS, NATS, drain on SIGTERM. */
serviceProcessSuite({
  service: 'billing',
  serviceDir: fileURLToPath(new URL('..', import.meta.url)),
  expectProvisionedSettings: (settings, agency) =>
    expect(BillingSettingsSchema.parse(settings)).toEqual({
      ...DEFAULT_BILLING_SETTINGS,
      currency: agency.currency,
      vatLabel: agency.vatLabel,
    }),
});
