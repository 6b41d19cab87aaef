import type { AgencyInvoice, AgencyInvoiceListRequest, ListResponse, PaymentIntentState } from '@portal/contracts';
import { AppError, transaction, type Scope, type Sql } from '@portal/service-kit';
import { agencyInvoicesByIds, findPayment } from './repo.js';

/**
 * One page of agency invoices, newest first: an agency's own (its scope sees no other), or every
 * agency's in platform scope (administration/agencyInvoices).
 */
export async function findAgencyInvoices(
  sql: Sql,
  scope: Scope,
  request: AgencyInvoiceListRequest,
): Promise<ListResponse<AgencyInvoice>> {
  return transaction(sql, scope, async (tx) => {
    const statuses = request.filters.status ?? null;
    const where = statuses ? tx`where status = any(${statuses as number[]})` : tx``;
    const page = await tx<{ id: string }[]>`
      select id from agency_invoices ${where}
       order by created_at ${request.ascending && request.orderBy ? tx`asc` : tx`desc`}, id desc
       limit ${request.limit} offset ${(request.page - 1) * request.limit}`;
    const [count] = await tx<{ count: number }[]>`select count(*)::int as count from agency_invoices ${where}`;
    return {
      data: await agencyInvoicesByIds(
        tx,
        page.map((row) => row.id),
      ),
      filteredCount: count?.count ?? 0,
    };
  });
}

/** `GET payment-intent/{id}`: the agency's payment's client secret and status (404 for another's). */
export async function getPaymentIntentState(sql: Sql, scope: Scope, paymentId: string): Promise<PaymentIntentState> {
  return transaction(sql, scope, async (tx) => {
    const payment = await findPayment(tx, paymentId);
    if (!payment || payment.clientSecret === null) throw new AppError('PAYMENT_NOT_FOUND');
    return { clientSecret: payment.clientSecret, status: payment.status, invoiceStatus: payment.invoiceStatus };
  });
}
