import { fileURLToPath } from 'node:url';
import {
  createTokenVerifier,
  httpOptionsFromEnv,
  remoteKeys,
  serveUntilSignal,
  startBackbone,
} from '@portal/service-kit';
import { startAgencyProvisioning } from './agencies/events.js';
import { createApp } from './app.js';
import { startCustomerReadModel } from './customers/events.js';
import { SERVICE_NAME } from './deps.js';
import { loadEnv } from './env.js';
import { LATE_SERVICES_JOB } from './field/late-services-job.js';

const env = loadEnv();
const backbone = await startBackbone({
  service: SERVICE_NAME,
  env,
  migrationsDir: fileURLToPath(new URL('../migrations', import.meta.url)),
  streams: ['OPERATIONS'],
  jobs: [LATE_SERVICES_JOB],
});
const { sql, nc, logger } = backbone;
const provisioning = await startAgencyProvisioning({ sql, nc, logger });
const customers = await startCustomerReadModel({ sql, nc, logger });

const app = createApp({
  sql,
  logger,
  verify: createTokenVerifier(remoteKeys(env.IDENTITY_JWKS_URL)),
  ready: backbone.ready,
  http: httpOptionsFromEnv(env),
});

serveUntilSignal({
  app,
  port: env.PORT,
  logger,
  shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
  shutdown: async () => {
    await provisioning.stop();
    await customers.stop();
    await backbone.close();
  },
});
