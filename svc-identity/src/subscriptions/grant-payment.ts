import type { EventEnvelope, PaymentValidatedPayload } from '@portal/contracts';
import { createEvent, enqueueEvent, type Logger, type Tx } from '@portal/service-kit';
import { findAgency } from '../agencies/repo.js';
import { grantsOf } from './payment-grants.js';
import { saveHoldings } from './repo.js';

/**
 * `billing.payment.validated` → the agency's licences, packs and paid period (DOMAIN-MAP), and the
 * lock lifted; `identity.agency.limits-changed` tells operations its new quota. The kit's inbox runs
 * this once per event: a redelivered or replayed announcement grants nothing more.
 */
export async function grantPayment(
  tx: Tx,
  event: EventEnvelope<PaymentValidatedPayload>,
  logger: Logger,
): Promise<void> {
  const { payload } = event;
  const agency = await findAgency(tx, payload.agencyId, { forUpdate: true });
  if (!agency) {
    logger.warn({ eventId: event.id, agencyId: payload.agencyId }, 'payment of an unknown agency ignored');
    return;
  }
  const granted = grantsOf(agency, payload);
  const updated = await saveHoldings(tx, agency.id, granted);
  await enqueueEvent(
    tx,
    createEvent(
      'identity.agency.limits-changed',
      { agencyId: agency.id, limits: updated },
      { agencyId: agency.id, actor: null, correlationId: event.correlationId },
    ),
  );
  logger.info(
    { eventId: event.id, agencyId: agency.id, invoiceId: payload.invoiceId, agentsLimit: updated.agentsLimit },
    'payment granted',
  );
}
