import type { EventEnvelope, SubscriptionChangedPayload } from '@portal/contracts';
import type { Logger, Tx } from '@portal/service-kit';

/**
 * `billing.subscription.changed` → the agency's lock flag (00 §4: it invalidates the subscription
 * whatever its dates). Its users' next tokens carry no access: the services refuse them all but the
 * home and payment pages' calls; a payment validated again lifts it (`grantPayment`).
 */
export async function lockAgency(
  tx: Tx,
  event: EventEnvelope<SubscriptionChangedPayload>,
  logger: Logger,
): Promise<void> {
  const { payload } = event;
  const rows =
    await tx`update agencies set locked = ${payload.locked}, updated_at = now() where id = ${payload.agencyId} returning id`;
  if (rows.length === 0) {
    logger.warn({ eventId: event.id, agencyId: payload.agencyId }, 'subscription change of an unknown agency ignored');
    return;
  }
  logger.info(
    { eventId: event.id, agencyId: payload.agencyId, locked: payload.locked, reason: payload.reason },
    'agency lock set',
  );
}
