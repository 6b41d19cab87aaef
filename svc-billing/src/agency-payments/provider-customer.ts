import { transaction } from '@portal/service-kit';
import type { Buyer, CheckoutDeps } from './checkout-cart.js';

/**
 * The agency's customer at the payment provider, created on its first payment (the idempotency key
 * is the agency's: two first payments at once make one customer) and kept.
 */
export async function providerCustomerOf(deps: CheckoutDeps, buyer: Buyer & { agencyName: string }): Promise<string> {
  const scope = { kind: 'platform' as const, userId: buyer.userId };
  const [known] = await transaction(
    deps.sql,
    scope,
    (tx) =>
      tx<{ providerCustomerId: string }[]>`
      select provider_customer_id from agency_billing_accounts where agency_id = ${buyer.agencyId}`,
  );
  if (known) return known.providerCustomerId;
  const customer = await deps.payments.stripe.customers.create(
    { name: buyer.agencyName, email: buyer.email, metadata: { agencyId: buyer.agencyId } },
    { idempotencyKey: `customer-${buyer.agencyId}` },
  );
  await transaction(
    deps.sql,
    scope,
    (tx) =>
      tx`insert into agency_billing_accounts (agency_id, provider_customer_id) values (${buyer.agencyId}, ${customer.id})
       on conflict (agency_id) do nothing`,
  );
  return customer.id;
}
