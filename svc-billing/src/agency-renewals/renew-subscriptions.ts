import { AppError, type Logger, type Tx } from '@portal/service-kit';
import { queueAgencyMail } from '../agency-mails/repo.js';
import { placeAgencyOrder } from '../agency-payments/place-agency-order.js';
import { chargedMethodOf } from './charged-method.js';
import { dueRenewals, type DueRenewal } from './due-renewals.js';

function cartOf(renewal: DueRenewal) {
  return {
    period: renewal.period,
    lines: [{ offerId: renewal.planOfferId, quantity: 1 }, ...(renewal.licences ? [renewal.licences] : [])],
    deliveryAddress: '',
    deliveryInstructions: '',
  };
}

/**
 * The daily renewal of the agencies' plans (job `billing.agency-renewals`, in the transaction that
 * claims the occurrence): each plan whose paid period ends is invoiced again — the same plan and
 * period, the licences held with it, at today's prices — with a payment to charge off session on the
 * agency's default card or SEPA mandate (`chargeRenewals`), or none when the agency pays by cheque.
 * A plan no longer offered is not renewed (said in the log); the agency chooses another.
 */
export async function renewSubscriptions(tx: Tx, now: Date, logger: Logger) {
  let renewed = 0;
  let notOffered = 0;
  for (const renewal of await dueRenewals(tx, now)) {
    const method = await chargedMethodOf(tx, renewal.agencyId);
    try {
      const order = await placeAgencyOrder(tx, {
        agencyId: renewal.agencyId,
        cart: cartOf(renewal),
        createdBy: null,
        payment: method ? { method, status: 'PENDING' } : null,
        renewalOf: renewal.invoiceId,
      });
      await queueAgencyMail(tx, { agencyId: renewal.agencyId, invoiceId: order.invoiceId, kind: 'renewal_invoiced' });
      renewed += 1;
      logger.info({ agencyId: renewal.agencyId, invoiceId: order.invoiceId, method }, 'plan renewed');
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'SUBSCRIPTION_OFFER_NOT_FOUND') throw error;
      notOffered += 1;
      logger.warn({ agencyId: renewal.agencyId, paidPlan: renewal.invoiceId }, 'plan no longer offered: not renewed');
    }
  }
  return { renewed, notOffered };
}
