import { transaction, type Sql } from '@portal/service-kit';
import { updatePaymentState } from './repo.js';

/** A payment the provider could not even start: in error, with the provider's words. */
export async function failPayment(sql: Sql, paymentId: string, error: string): Promise<void> {
  await transaction(sql, { kind: 'platform' }, (tx) =>
    updatePaymentState(tx, paymentId, { status: 'ERROR', requiresAuthentication: false, error }),
  );
}
