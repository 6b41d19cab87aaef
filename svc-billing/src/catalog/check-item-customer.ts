import { AppError, type Tx } from '@portal/service-kit';
import { lockAgencyCustomer } from './repo.js';

/** A customer's article names a customer of the agency: another one is 404 'Client introuvable'. */
export async function checkItemCustomer(tx: Tx, agencyId: string, customerId: string | null): Promise<void> {
  if (customerId !== null && !(await lockAgencyCustomer(tx, agencyId, customerId))) {
    throw new AppError('CUSTOMER_NOT_FOUND');
  }
}
