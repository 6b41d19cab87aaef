import { centsToMoney } from '@portal/contracts';
import type { Logger, Tx } from '@portal/service-kit';
import { insertAgencyPayment } from '../agency-payments/repo.js';
import { chargedMethodOf } from './charged-method.js';

/** A refused renewal is charged again this long after its last refusal (the agency may change its card meanwhile). */
export const RENEWAL_RETRY_AFTER_MS = 3 * 24 * 3600_000;
/** Charges of one renewal at most: the first and two retries; then it awaits the agency's own payment. */
export const RENEWAL_MAX_CHARGES = 3;

type RefusedRenewal = { invoiceId: string; agencyId: string; remainingCents: number };

/**
 * Renewal invoices still awaiting payment whose charges were all refused (fewer than the maximum),
 * the last one at least RENEWAL_RETRY_AFTER_MS before `now`, with no payment under way (a card the
 * agency is confirming in 'Mes factures', a debit, a cheque announced). Locked: one replica retries each.
 */
async function refusedRenewals(tx: Tx, now: Date): Promise<RefusedRenewal[]> {
  const lastRefusalBefore = new Date(now.getTime() - RENEWAL_RETRY_AFTER_MS);
  return tx<RefusedRenewal[]>`
    select i.id as invoice_id, i.agency_id,
           ((i.total_incl_tax * 100)::int - coalesce(paid.cents, 0))::int as remaining_cents
      from agency_invoices i
      join lateral (
        select count(*) filter (where p.status = 'ERROR' and p.method in ('CARD', 'SEPA')) as refused,
               count(*) filter (where p.status in ('PENDING', 'VALIDATION', 'PROCESSING', 'COMING_SOON')) as under_way,
               max(p.updated_at) as last_change
          from agency_payments p where p.invoice_id = i.id
      ) charges on true
      left join lateral (
        select sum(p.amount * 100)::int as cents from agency_payments p
         where p.invoice_id = i.id and p.status in ('VALIDATED', 'VALIDATED_MANUALLY')
      ) paid on true
     where i.renewal_of is not null and i.status = 100
       and charges.refused between 1 and ${RENEWAL_MAX_CHARGES - 1} and charges.under_way = 0
       and charges.last_change <= ${lastRefusalBefore}
     order by i.created_at, i.id
       for update of i skip locked`;
}

/**
 * In the daily renewal job: each refused renewal is charged again on the agency's default card or
 * SEPA mandate as it is now (a new payment of what remains due, charged within the minute by
 * `chargeRenewals`), up to RENEWAL_MAX_CHARGES charges. An agency left without a usable default
 * method is not charged (it was told of the refusal, and pays from 'Mes factures').
 */
export async function retryRefusedRenewals(tx: Tx, now: Date, logger: Logger) {
  let retried = 0;
  for (const refused of await refusedRenewals(tx, now)) {
    const method = await chargedMethodOf(tx, refused.agencyId);
    if (!method || refused.remainingCents <= 0) continue;
    await insertAgencyPayment(tx, {
      invoiceId: refused.invoiceId,
      agencyId: refused.agencyId,
      amount: centsToMoney(refused.remainingCents),
      method,
      status: 'PENDING',
    });
    retried += 1;
    logger.info({ agencyId: refused.agencyId, invoiceId: refused.invoiceId, method }, 'refused renewal charged again');
  }
  return { retried };
}
