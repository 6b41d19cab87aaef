import type { CurrentUser } from '@portal/contracts';
import { loadCurrentUser, reloadSession } from '@portal/kit';
import { fetchPaymentState } from './subscription-calls.js';

const POLL_MS = 250;
/** How long the screen waits for Stripe's webhook and identity's grant before saying it is still on its way. */
const GIVE_UP_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After Stripe.js said the card paid: waits until billing holds the payment as validated (Stripe's
 * webhook; until then billing may still show an earlier card's refusal), then until identity has
 * granted the subscription (its paid period moved), then refreshes the token, which carries the
 * agency's access. A cart without a plan (packs, articles) extends nothing: only the payment is
 * waited for then (`previousValidUntil` undefined). Answers the user as he now is, or undefined after
 * a minute.
 */
export async function waitForSubscription(
  agencyId: string,
  paymentId: string,
  previousValidUntil: string | null | undefined,
): Promise<{ user: CurrentUser } | undefined> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const payment = await fetchPaymentState(agencyId, paymentId);
    if (payment.status === 'VALIDATED') break;
    await pause(POLL_MS);
  }
  if (previousValidUntil === undefined) return { user: await reloadSession() };
  while (Date.now() < deadline) {
    const subscription = (await loadCurrentUser()).session.subscription;
    // The services read the agency's access from the access token: it is refreshed only once the
    // grant shows, so that it is minted after it (a token refreshed just before identity's commit
    // would carry the old access under a user already showing the new period).
    if (subscription?.accessGranted && subscription.validUntil !== previousValidUntil) {
      return { user: await reloadSession() };
    }
    await pause(POLL_MS);
  }
  return undefined;
}
