import { AgencyPaymentMethodsSchema, PaymentMethodSetupSchema, type SavedPaymentMethodType } from '@portal/contracts';
import { cardData, confirmFromBrowser, sepaData } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import type { PaymentsWorld } from '../../agency-payments/testing/payments-world.js';

export type TestAgency = { agencyId: string; token: string };

/** Stripe's test IBAN whose mandate and debits succeed (the fake's README). */
export const GOOD_IBAN = 'FR1420041010050500013M02606';

/**
 * What the screen does to save a method: asks billing for a set-up intent, then Stripe.js confirms
 * it in the browser (here `confirmFromBrowser`, with the publishable key) with a test card or IBAN;
 * Stripe's webhooks are then delivered to billing.
 */
export async function saveMethod(
  w: PaymentsWorld,
  agency: TestAgency,
  type: SavedPaymentMethodType,
  numberOrIban = type === 'CARD' ? '4242424242424242' : GOOD_IBAN,
) {
  const answer = await w.h.request('POST', `/agency/${agency.agencyId}/payment-methods/setup`, {
    token: agency.token,
    json: { type },
  });
  if (answer.status !== 201) throw new Error(`set-up refused: ${JSON.stringify(answer.body)}`);
  const setup = PaymentMethodSetupSchema.parse(answer.body);
  const data = type === 'CARD' ? cardData(numberOrIban) : sepaData(numberOrIban);
  const confirmed = await confirmFromBrowser(w.stripe, setup.clientSecret, { payment_method_data: data });
  await w.stripe.webhooksIdle();
  return { setup, confirmed, methodId: String(confirmed.body.payment_method ?? '') };
}

export async function listMethods(w: PaymentsWorld, agency: TestAgency) {
  const answer = await w.h.request('GET', `/agency/${agency.agencyId}/payment-methods`, { token: agency.token });
  if (answer.status !== 200) throw new Error(`list refused: ${JSON.stringify(answer.body)}`);
  return AgencyPaymentMethodsSchema.parse(answer.body);
}

export function setDefault(w: PaymentsWorld, agency: TestAgency, methodId: string) {
  return w.h.request('POST', `/agency/${agency.agencyId}/default-payment-methods/${methodId}`, { token: agency.token });
}

export function deleteMethod(w: PaymentsWorld, agency: TestAgency, methodId: string) {
  return w.h.request('POST', `/agency/${agency.agencyId}/payment-methods/${methodId}/delete`, { token: agency.token });
}

/** Billing's own record of the agency's default and of its methods. */
export async function storedMethods(w: PaymentsWorld, agencyId: string) {
  return w.h.asPlatform(async (tx) => ({
    account: (
      await tx<{ defaultPaymentMethodId: string | null; defaultPaymentMethodType: string | null }[]>`
        select default_payment_method_id, default_payment_method_type from agency_billing_accounts
         where agency_id = ${agencyId}`
    )[0],
    methods: await tx<{ id: string; type: string; mandateReference: string | null; detachedAt: Date | null }[]>`
      select id, type, mandate_reference, detached_at from agency_payment_methods
       where agency_id = ${agencyId} order by attached_at, id`,
  }));
}
