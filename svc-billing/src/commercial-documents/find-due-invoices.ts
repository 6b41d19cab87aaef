import type { DueInvoices } from '@portal/contracts';
import { transaction, type Scope, type Sql } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { today } from './derived-input.js';
import { requireCustomer } from './draft-content.js';
import { dueRows, dueTotals } from './due-invoices-repo.js';

/**
 * `GET /agency/{id}/customer/{id}/invoices/due` (customerDashboard): what the customer owes on his
 * validated invoices, what of it is overdue (due before today, Paris day) and when the next falls
 * due, in the agency's currency; the invoices oldest due first. A customer the agency does not have
 * → 404 'Client introuvable' (a customer user reaches only his own: requireTenant and row-level
 * security).
 */
export async function findDueInvoices(
  sql: Sql,
  scope: Scope,
  agencyId: string,
  customerId: string,
): Promise<DueInvoices> {
  const day = today();
  return transaction(sql, scope, async (tx) => {
    const [agency, , totals, data] = await Promise.all([
      requireProvisionedAgency(tx, agencyId),
      requireCustomer(tx, agencyId, customerId),
      dueTotals(tx, agencyId, customerId, day),
      dueRows(tx, agencyId, customerId, day),
    ]);
    return { ...totals, currency: agency.currency, data };
  });
}
