import { fr } from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { findCustomer } from '../customers/repo.js';

function customerIssue(message: string, internal: string): AppError {
  return new AppError('VALIDATION_FAILED', { details: { issues: [{ path: 'customerId', message }] }, internal });
}

/**
 * The customer a site is given must be one of the agency's customers in the read model, and not
 * archived: otherwise a field error on `customerId` ('Client introuvable', 'Ce client est archivé').
 * Another agency's customer is invisible here (row-level security), so it is 'Client introuvable'.
 */
export async function requireSiteCustomer(tx: Tx, agencyId: string, customerId: string): Promise<void> {
  const customer = await findCustomer(tx, customerId);
  if (!customer || customer.agencyId !== agencyId) {
    throw customerIssue(fr.CUSTOMER_NOT_FOUND, `unknown customer ${customerId}`);
  }
  if (customer.status === 300) throw customerIssue(fr.CUSTOMER_ARCHIVED, `archived customer ${customerId}`);
}
