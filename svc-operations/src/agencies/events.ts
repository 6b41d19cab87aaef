import {
  DEFAULT_LICENCE_LIMITS,
  DEFAULT_OPERATIONS_SETTINGS,
  type AgencyProfilePayload,
  type LicenceLimits,
} from '@portal/contracts';
import {
  startConsumer,
  type EventHandlers,
  type Logger,
  type NatsConnection,
  type Sql,
  type Tx,
} from '@portal/service-kit';
import { setStockSimplified, settingsStore } from '../settings/repo.js';
import { insertAgency, updateAgencyLimits, updateAgencyProfile } from './repo.js';

export const AGENCY_PROVISIONING_DURABLE = 'operations--agency-provisioning';

/** The agency copy and its default settings; an agency already provisioned is left as it is. */
async function provisionAgency(tx: Tx, profile: AgencyProfilePayload, limits: LicenceLimits): Promise<boolean> {
  const inserted = await insertAgency(tx, profile, limits);
  await settingsStore.insert(tx, profile.agencyId, {
    ...DEFAULT_OPERATIONS_SETTINGS,
    stockSimplified: profile.stockSimplified,
  });
  return inserted;
}

/**
 * Identity's agency events, kept as operations' copy of the tenant (DOMAIN-MAP). The kit runs each
 * handler in one transaction with its inbox row, so a redelivered event has no second effect; the
 * writes are idempotent as well (`on conflict do nothing`, updates to the announced values).
 */
export function agencyEventHandlers(logger: Logger) {
  return {
    'identity.agency.created': async (tx, event) => {
      const inserted = await provisionAgency(tx, event.payload, event.payload.limits);
      logger.info({ agencyId: event.payload.agencyId, eventId: event.id, inserted }, 'agency provisioned');
    },
    'identity.agency.updated': async (tx, event) => {
      // Without its `created` (e.g. an event terminated long ago), the update carries the whole profile:
      // provision from it, with default limits until identity announces the real ones.
      if (!(await updateAgencyProfile(tx, event.payload))) {
        await provisionAgency(tx, event.payload, DEFAULT_LICENCE_LIMITS);
        logger.warn({ agencyId: event.payload.agencyId, eventId: event.id }, 'agency provisioned from an update');
        return;
      }
      await setStockSimplified(tx, event.payload.agencyId, event.payload.stockSimplified);
    },
    'identity.agency.limits-changed': async (tx, event) => {
      if (!(await updateAgencyLimits(tx, event.payload.agencyId, event.payload.limits))) {
        logger.warn({ agencyId: event.payload.agencyId, eventId: event.id }, 'limits of an unknown agency ignored');
      }
    },
  } satisfies EventHandlers;
}

/** The durable consumer of identity's stream that provisions and follows agencies. */
export function startAgencyProvisioning(options: { sql: Sql; nc: NatsConnection; logger: Logger }) {
  return startConsumer({
    ...options,
    durable: AGENCY_PROVISIONING_DURABLE,
    stream: 'IDENTITY',
    handlers: agencyEventHandlers(options.logger),
  });
}
