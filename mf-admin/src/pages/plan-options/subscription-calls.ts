import {
  AGENCY_PAYMENT_CALLS,
  SUBSCRIPTION_OFFER_CALLS,
  type CartCheckout,
  type CartCheckoutRequestInput,
  type OfferedSubscriptionOffer,
  type PaymentIntentState,
} from '@portal/contracts';
import { callApi } from '@portal/kit';

const { offered } = SUBSCRIPTION_OFFER_CALLS;
const { cart, paymentIntent } = AGENCY_PAYMENT_CALLS;

const agencyPath = (path: string, agencyId: string) => path.replace(':agencyId', agencyId);

/** What the agency may buy (`GET /agency/{id}/subscription-offers`): subscriptions, packs, articles. */
export function fetchOfferedOffers(agencyId: string): Promise<OfferedSubscriptionOffer[]> {
  return callApi('billing', agencyPath(offered.path, agencyId), { schema: offered.response });
}

/**
 * `POST subscription/cart`: the agency invoice and its payment — by card, to confirm (the form shows
 * refusals); by SEPA, debited at once (a refusal is shown by the client).
 */
export function checkOutCart(agencyId: string, body: CartCheckoutRequestInput): Promise<CartCheckout> {
  return callApi('billing', agencyPath(cart.path, agencyId), {
    method: 'POST',
    body,
    schema: cart.response,
    notify: body.paymentMethod === 'SEPA',
  });
}

/** `GET payment-intent/{id}`: where the payment stands on our side (the webhook moved it). */
export function fetchPaymentState(agencyId: string, paymentId: string): Promise<PaymentIntentState> {
  return callApi('billing', agencyPath(paymentIntent.path, agencyId).replace(':paymentId', paymentId), {
    schema: paymentIntent.response,
    notify: false,
  });
}
