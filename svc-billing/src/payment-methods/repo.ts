import type { PaymentMethodType, SavedPaymentMethodType } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** The agency's account at the payment provider, and its default payment method. */
export type BillingAccount = {
  agencyId: string;
  providerCustomerId: string;
  defaultPaymentMethodId: string | null;
  defaultPaymentMethodType: PaymentMethodType | null;
};

export async function findBillingAccount(
  tx: Tx,
  agencyId: string,
  options: { forUpdate?: boolean } = {},
): Promise<BillingAccount | undefined> {
  const [row] = await tx<BillingAccount[]>`
    select agency_id, provider_customer_id, default_payment_method_id, default_payment_method_type
      from agency_billing_accounts where agency_id = ${agencyId} ${options.forUpdate ? tx`for update` : tx``}`;
  return row;
}

export async function findBillingAccountByCustomer(tx: Tx, customerId: string): Promise<BillingAccount | undefined> {
  const [row] = await tx<BillingAccount[]>`
    select agency_id, provider_customer_id, default_payment_method_id, default_payment_method_type
      from agency_billing_accounts where provider_customer_id = ${customerId} for update`;
  return row;
}

export async function setDefaultPaymentMethod(
  tx: Tx,
  agencyId: string,
  method: { id: string; type: SavedPaymentMethodType } | null,
): Promise<void> {
  await tx`
    update agency_billing_accounts
       set default_payment_method_id = ${method?.id ?? null}, default_payment_method_type = ${method?.type ?? null}
     where agency_id = ${agencyId}`;
}

/** Compare-and-set: the default becomes `to` only while it is still `from` (no choice made meanwhile). */
export async function replaceDefault(
  tx: Tx,
  agencyId: string,
  from: string | null,
  to: { id: string; type: SavedPaymentMethodType },
): Promise<void> {
  await tx`
    update agency_billing_accounts
       set default_payment_method_id = ${to.id}, default_payment_method_type = ${to.type}
     where agency_id = ${agencyId} and default_payment_method_id is not distinct from ${from}`;
}

/** The first method saved becomes the default: only when the agency has none yet. */
export async function setDefaultIfNone(
  tx: Tx,
  agencyId: string,
  method: { id: string; type: SavedPaymentMethodType },
): Promise<boolean> {
  const updated = await tx`
    update agency_billing_accounts
       set default_payment_method_id = ${method.id}, default_payment_method_type = ${method.type}
     where agency_id = ${agencyId} and default_payment_method_id is null
       and default_payment_method_type is distinct from 'CHECK'
    returning agency_id`;
  return updated.length > 0;
}

/** Forgets a default that Stripe no longer holds (detached). */
export async function clearDefaultIf(tx: Tx, methodId: string): Promise<void> {
  await tx`
    update agency_billing_accounts set default_payment_method_id = null, default_payment_method_type = null
     where default_payment_method_id = ${methodId}`;
}

/** Billing's copy of a payment method, from Stripe's events: created once, its mandate added when known. */
export async function recordPaymentMethod(
  tx: Tx,
  method: { id: string; agencyId: string; type: SavedPaymentMethodType; mandateReference: string | null },
): Promise<void> {
  await tx`
    insert into agency_payment_methods (id, agency_id, type, mandate_reference)
    values (${method.id}, ${method.agencyId}, ${method.type}, ${method.mandateReference})
    on conflict (id) do update
       set mandate_reference = coalesce(excluded.mandate_reference, agency_payment_methods.mandate_reference)
     where agency_payment_methods.agency_id = excluded.agency_id`;
}

export async function markPaymentMethodDetached(tx: Tx, methodId: string): Promise<void> {
  await tx`update agency_payment_methods set detached_at = coalesce(detached_at, now()) where id = ${methodId}`;
}

/** The SEPA mandate references billing knows, by payment method id. */
export async function mandateReferencesOf(tx: Tx, agencyId: string): Promise<Map<string, string>> {
  const rows = await tx<{ id: string; mandateReference: string }[]>`
    select id, mandate_reference from agency_payment_methods
     where agency_id = ${agencyId} and mandate_reference is not null`;
  return new Map(rows.map((row) => [row.id, row.mandateReference]));
}
