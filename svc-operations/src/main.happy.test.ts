import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { DEFAULT_OPERATIONS_SETTINGS, OperationsSettingsSchema } from '@portal/contracts';
import { serviceProcessSuite } from '@portal/service-kit/testing/service-process-suite';

/** main.ts as deployed: its own process, migrations at start, remote JWKS, NATS, drain on SIGTERM. */
serviceProcessSuite({
  service: 'operations',
  serviceDir: fileURLToPath(new URL('..', import.meta.url)),
  expectProvisionedSettings: (settings) =>
    expect(OperationsSettingsSchema.parse(settings)).toEqual(DEFAULT_OPERATIONS_SETTINGS),
});
