import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { cardData, confirmFromBrowser, sepaData } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { PaymentMethodSetupSchema } from '@portal/contracts';

/** The bodies of the payment methods' routes for billing's security suite (and the SEPA payment's mandate). */
export const PAYMENT_METHOD_ROUTE_BODIES = {
  'POST /agency/:agencyId/payment-methods/setup': { type: 'CARD' },
  'POST /agency/:agencyId/agency-invoice/:invoiceId/sepa-payment': (params: Record<string, string>) => ({
    methodId: params['sepaMethodId'],
  }),
};

const SET_DEFAULT = 'POST /agency/:agencyId/default-payment-methods/:methodId';
const DELETE = 'POST /agency/:agencyId/payment-methods/:methodId/delete';

/** The delete removes another method than the one set as the default. */
export const PAYMENT_METHOD_PARAM_ALIASES = { [DELETE]: { methodId: 'deletableMethodId' } };

/**
 * Both routes are open without a subscription, and neither can be done twice on one method (the
 * default again → 409, a detached method → 404): the lapsed subscription's calls act on methods of
 * their own.
 */
export const PAYMENT_METHOD_LAPSED_PARAM_ALIASES = {
  [SET_DEFAULT]: { methodId: 'lapsedMethodId' },
  [DELETE]: { methodId: 'lapsedDeletableMethodId' },
};

/**
 * Cards of the agency saved at the local fake of Stripe (browser side simulated): the first is the
 * default; `methodId` and `lapsedMethodId` may become the default, `deletableMethodId` and
 * `lapsedDeletableMethodId` may be deleted; `sepaMethodId` is a SEPA mandate (a debit's).
 */
export async function paymentMethodRouteParams(h: AgencyServiceHarness, agencyId: string, stripeUrl: string) {
  const token = await h.tokenFor(agencyId);
  const save = async (card: string, type: 'CARD' | 'SEPA' = 'CARD') => {
    const answer = await h.request('POST', `/agency/${agencyId}/payment-methods/setup`, {
      token,
      json: { type },
    });
    const { clientSecret } = PaymentMethodSetupSchema.parse(answer.body);
    const confirmed = await confirmFromBrowser({ url: stripeUrl }, clientSecret, {
      payment_method_data: type === 'CARD' ? cardData(card) : sepaData(card),
    });
    return String(confirmed.body.payment_method);
  };
  await save('4242424242424242');
  return {
    methodId: await save('5555555555554444'),
    lapsedMethodId: await save('5555555555554444'),
    deletableMethodId: await save('4242424242424242'),
    lapsedDeletableMethodId: await save('4242424242424242'),
    sepaMethodId: await save('FR1420041010050500013M02606', 'SEPA'),
  };
}
