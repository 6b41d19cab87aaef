import type { AgencyInvoice, CreateAgencyInvoice } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { placeAgencyOrder } from '../agency-payments/place-agency-order.js';
import { recordPlatformWrite, type PlatformWriteContext } from '../audit/platform-audit.js';
import { requireAgencyInvoice } from './get-agency-invoice.js';

/**
 * `POST /admin/agency-invoice`: the super admin's invoice for an agency, placed as the agency's cart
 * is (numbered in the same sequence, its lines from the offers as priced now; hidden offers allowed,
 * deactivated or deleted ones refused), without a payment: it awaits the payment the platform
 * records, with its platform audit line.
 */
export async function createAgencyInvoice(
  sql: Sql,
  input: CreateAgencyInvoice,
  context: PlatformWriteContext,
): Promise<AgencyInvoice> {
  return transaction(sql, context.scope, async (tx) => {
    const order = await placeAgencyOrder(tx, {
      agencyId: input.agencyId,
      cart: input.cart,
      createdBy: context.audit.actorUserId,
      payment: null,
      hiddenOffers: 'allowed',
    });
    await recordPlatformWrite(tx, context.audit, order.invoiceId);
    return requireAgencyInvoice(tx, order.invoiceId);
  });
}
