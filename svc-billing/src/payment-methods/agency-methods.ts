import type Stripe from 'stripe';
import type { AgencyPaymentMethods, PaymentMethod } from '@portal/contracts';
import { transaction, type Scope, type Sql, type WriteContext } from '@portal/service-kit';
import type { PaymentProvider } from '../agency-payments/payment-provider.js';
import { listProviderMethods, methodRow, paymentMethodsView, resolveDefault } from './provider-methods.js';
import { findBillingAccount, mandateReferencesOf, replaceDefault, type BillingAccount } from './repo.js';

export type PaymentMethodsDeps = { sql: Sql; payments: PaymentProvider };

/** What the agency holds now: its account, Stripe's methods as rows, and the default among them. */
export type AgencyMethods = {
  account: BillingAccount | undefined;
  rows: Omit<PaymentMethod, 'isDefault'>[];
  defaultMethod: Omit<PaymentMethod, 'isDefault'> | undefined;
  view: AgencyPaymentMethods;
};

/**
 * The agency's methods read from Stripe (the customer's payment methods), with the mandate
 * references and the default billing keeps; a default that moved (the first saved, Stripe's events
 * not arrived yet; or one detached) is written back, unless someone chose another meanwhile. Read in
 * the caller's scope, with its audit line when a write follows (support acting as the agency).
 */
export async function agencyMethods(
  deps: PaymentMethodsDeps,
  agencyId: string,
  context: Pick<WriteContext, 'scope' | 'audit'>,
): Promise<AgencyMethods> {
  const known = await transaction(
    deps.sql,
    context.scope,
    async (tx) => ({
      account: await findBillingAccount(tx, agencyId),
      mandates: await mandateReferencesOf(tx, agencyId),
    }),
    context.audit,
  );
  const { account } = known;
  if (!account) return { account, rows: [], defaultMethod: undefined, view: { defaultType: null, methods: [] } };
  const provider: Stripe.PaymentMethod[] = await listProviderMethods(deps.payments.stripe, account.providerCustomerId);
  const rows = provider.map((method) => methodRow(method, known.mandates));
  const stored = { id: account.defaultPaymentMethodId, type: account.defaultPaymentMethodType };
  const defaultMethod = resolveDefault(rows, stored);
  if (defaultMethod && defaultMethod.id !== stored.id) {
    await transaction(deps.sql, { kind: 'platform' }, (tx) => replaceDefault(tx, agencyId, stored.id, defaultMethod));
  }
  return {
    account,
    rows,
    defaultMethod,
    view: paymentMethodsView(rows, defaultMethod?.id ?? null, account.defaultPaymentMethodType),
  };
}

/** `GET payment-methods`. */
export async function findPaymentMethods(
  deps: PaymentMethodsDeps,
  agencyId: string,
  scope: Scope,
): Promise<AgencyPaymentMethods> {
  return (await agencyMethods(deps, agencyId, { scope, audit: null })).view;
}
