import {
  AGENCY_PAYMENT_CALLS,
  hasPaymentUnderWay,
  PAYMENT_METHOD_CALLS,
  PAYMENTS_FIX_CALLS,
  type AgencyPaymentMethods,
  type PaymentMethodSetup,
  type PaymentsFixResult,
  type SavedPaymentMethodType,
} from '@portal/contracts';
import { callApi } from '@portal/kit';

const { list, setup, setDefault, delete: remove } = PAYMENT_METHOD_CALLS;

const agencyPath = (path: string, agencyId: string, methodId = '') =>
  path.replace(':agencyId', agencyId).replace(':methodId', encodeURIComponent(methodId));

/** The react-query key of an agency's payment methods: what a saved, changed or deleted method refreshes. */
export const paymentMethodsKey = (agencyId: string) => ['billing', 'payment-methods', agencyId] as const;

export function fetchPaymentMethods(agencyId: string): Promise<AgencyPaymentMethods> {
  return callApi('billing', agencyPath(list.path, agencyId), { schema: list.response });
}

/** A Stripe set-up intent's client secret, for Stripe.js to save a card or a SEPA mandate. */
export function setUpPaymentMethod(agencyId: string, type: SavedPaymentMethodType): Promise<PaymentMethodSetup> {
  return callApi('billing', agencyPath(setup.path, agencyId), {
    method: 'POST',
    body: { type },
    schema: setup.response,
  });
}

/** The caller shows the refusals itself: 'already the default' is a warning, not an error (02 §8). */
export function setDefaultPaymentMethod(agencyId: string, methodId: string): Promise<AgencyPaymentMethods> {
  return callApi('billing', agencyPath(setDefault.path, agencyId, methodId), {
    method: 'POST',
    schema: setDefault.response,
    notify: false,
  });
}

export function deletePaymentMethod(agencyId: string, methodId: string): Promise<AgencyPaymentMethods> {
  return callApi('billing', agencyPath(remove.path, agencyId, methodId), {
    method: 'POST',
    schema: remove.response,
    notify: false,
  });
}

/**
 * Whether the agency's only invoice is its first one, still in its initial status (100): 02 §4 'First
 * agency invoice pending'. Two invoices asked, to tell one from several. Not while one of its payments
 * is under way (a debit the bank processes): the choice is made.
 */
export async function hasFirstInvoicePending(agencyId: string): Promise<boolean> {
  const { invoices } = AGENCY_PAYMENT_CALLS;
  const page = await callApi('billing', agencyPath(invoices.path, agencyId), {
    method: 'POST',
    body: { page: 1, limit: 2 },
    schema: invoices.response,
  });
  const [first] = page.data;
  return page.filteredCount === 1 && first?.status === 100 && !hasPaymentUnderWay(first.payments);
}

/** `GET payments-fix` (support and the super admin). */
export function fixPayments(): Promise<PaymentsFixResult> {
  return callApi('billing', PAYMENTS_FIX_CALLS.fix.path, { schema: PAYMENTS_FIX_CALLS.fix.response });
}
