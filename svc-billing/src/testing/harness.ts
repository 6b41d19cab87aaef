import { fileURLToPath } from 'node:url';
import { startAgencyServiceHarness, withAgencyEvents } from '@portal/service-kit/testing/agency-service-harness';
import { AGENCY_PROVISIONING_DURABLE, agencyEventHandlers, startAgencyProvisioning } from '../agencies/events.js';
import { createApp } from '../app.js';
import { SERVICE_NAME } from '../deps.js';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Billing on a database of its own, with tokens signed by a key of the test's own, for one test file. */
export function startBillingHarness() {
  return startAgencyServiceHarness({
    service: SERVICE_NAME,
    migrationsDir: MIGRATIONS_DIR,
    createApp,
    agencyHandlers: agencyEventHandlers,
  });
}
export type BillingHarness = Awaited<ReturnType<typeof startBillingHarness>>;

/**
 * The harness plus a real nats-server, billing's provisioning consumer on it, and an identity
 * stand-in publishing through the kit's outbox and relay.
 */
export async function startBillingEventsHarness() {
  return withAgencyEvents(await startBillingHarness(), {
    durable: AGENCY_PROVISIONING_DURABLE,
    start: startAgencyProvisioning,
  });
}
export type BillingEventsHarness = Awaited<ReturnType<typeof startBillingEventsHarness>>;
