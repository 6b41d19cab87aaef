import postgres from 'postgres';
import { DEMO_PLATFORM_SELLER } from '@portal/contracts';
import { createLogger } from '@portal/service-kit';
import { routeTable } from '@portal/service-kit/testing/route-table';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { createApp as createBillingApp } from '../../../svc-billing/src/app.js';
import { testPaymentProvider } from '../../../svc-billing/src/testing/harness.js';
import { createApp as createIdentityApp } from '../../../svc-identity/src/app.js';
import { createApp as createOperationsApp } from '../../../svc-operations/src/app.js';
import type { ServiceName } from '../../system/system-under-test.js';

export type LiveRoute = { service: ServiceName; method: string; path: string };

/**
 * Every route each service's app answers, read from Hono's own table (the apps are built, never
 * started: nothing here connects to a database), so that a route added later and missing from the
 * battery's catalogue fails the battery.
 */
export async function liveRoutes(): Promise<LiveRoute[]> {
  const sql = postgres('postgres://nobody@127.0.0.1:9/never', { max: 1 });
  const logger = createLogger('battery-routes', 'silent');
  const tokens = await createTestTokens();
  const deps = { sql, logger, verify: tokens.verify, ready: async () => true };
  const apps = {
    identity: createIdentityApp({
      ...deps,
      keys: { sign: tokens.sign, verify: tokens.verify, jwks: tokens.jwks },
      mailer: { send: async () => undefined, close: () => undefined },
      config: { portalUrl: 'http://localhost:8080' },
    }),
    operations: createOperationsApp(deps),
    billing: createBillingApp({
      ...deps,
      mailer: { send: async () => undefined, close: () => undefined },
      payments: testPaymentProvider(),
      platformSeller: DEMO_PLATFORM_SELLER,
    }),
  };
  await sql.end();
  return (Object.keys(apps) as ServiceName[]).flatMap((service) =>
    routeTable(apps[service]).map((route) => ({ service, method: route.method, path: route.path })),
  );
}
