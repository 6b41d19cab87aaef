import { z } from 'zod';

/**
 * The agency's access states of spec 00 §4: free trial not started yet (a new agency starts it from
 * free-trial), in progress or finished, subscription valid or expired, and locked (the lock flag set
 * by a failed or refunded payment, which invalidates it).
 */
export const SUBSCRIPTION_STATES = [
  'free_trial_available',
  'free_trial',
  'free_trial_finished',
  'valid',
  'expired',
  'locked',
] as const;
export const SubscriptionStateSchema = z.enum(SUBSCRIPTION_STATES);
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;
export const SUBSCRIPTION_STATE_LABELS: Record<SubscriptionState, string> = {
  free_trial_available: 'Essai gratuit disponible',
  free_trial: 'Essai gratuit en cours',
  free_trial_finished: 'Essai gratuit terminé',
  valid: 'Abonnement valide',
  expired: 'Abonnement expiré',
  locked: 'Compte bloqué',
};

/**
 * Where an agency stands: its state, the end of its free trial and of its paid period (ISO dates,
 * null when it never had one), and whether its users may open the whole app (spec 00 §2.1: without a
 * valid subscription only home, free trial and payment pages; admin and support are exempt).
 */
export const AgencySubscriptionSchema = z.object({
  state: SubscriptionStateSchema,
  trialEndsAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  accessGranted: z.boolean(),
});
export type AgencySubscription = z.infer<typeof AgencySubscriptionSchema>;

type Instant = Date | string;
const time = (instant: Instant) => (instant instanceof Date ? instant : new Date(instant)).getTime();
const iso = (instant: Instant | null) => (instant === null ? null : new Date(time(instant)).toISOString());

/**
 * The state at `now`: valid while the paid period lasts; otherwise a free trial while it lasts;
 * otherwise "free trial finished" for an agency that had a trial and never paid; "free trial
 * available" for one that had neither yet; else expired.
 */
export function subscriptionState(
  dates: { trialEndsAt: Instant | null; validUntil: Instant | null; locked?: boolean },
  now: Instant,
): AgencySubscription {
  const at = time(now);
  const state: SubscriptionState = dates.locked
    ? 'locked'
    : dates.validUntil !== null && time(dates.validUntil) >= at
      ? 'valid'
      : dates.trialEndsAt !== null && time(dates.trialEndsAt) >= at
        ? 'free_trial'
        : dates.validUntil !== null
          ? 'expired'
          : dates.trialEndsAt !== null
            ? 'free_trial_finished'
            : 'free_trial_available';
  return {
    state,
    trialEndsAt: iso(dates.trialEndsAt),
    validUntil: iso(dates.validUntil),
    accessGranted: state === 'valid' || state === 'free_trial',
  };
}

/**
 * Until when the agency may use the app, for the access token: the later of its paid period's and
 * its trial's ends; null when locked or when it never had either.
 */
export function accessUntilOf(dates: {
  trialEndsAt: Instant | null;
  validUntil: Instant | null;
  locked?: boolean;
}): string | null {
  if (dates.locked) return null;
  const ends = [dates.trialEndsAt, dates.validUntil].filter((end): end is Instant => end !== null).map(time);
  return ends.length === 0 ? null : new Date(Math.max(...ends)).toISOString();
}

/**
 * Whether the agency may still start its free trial (spec 02 §3 `isFreeTrialDone` false): it never
 * had one nor a paid period, and is not locked.
 */
export function freeTrialAvailable(dates: {
  trialEndsAt: Instant | null;
  validUntil: Instant | null;
  locked?: boolean;
}) {
  return dates.trialEndsAt === null && dates.validUntil === null && !dates.locked;
}

/** Whole days left of the free trial at `now` (a day begun counts), never below 0. */
export function trialDaysLeft(trialEndsAt: Instant, now: Instant): number {
  return Math.max(0, Math.ceil((time(trialEndsAt) - time(now)) / 86_400_000));
}
