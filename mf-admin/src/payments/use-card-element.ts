import { useEffect, useRef, useState } from 'react';
import { loadStripeJs, type StripeCardElementLike, type StripeLike } from './stripe-js.js';

export type CardElementState = {
  stripe: StripeLike | undefined;
  card: StripeCardElementLike | undefined;
  /** The card typed in is complete (number, expiry, CVC). */
  complete: boolean;
  /** What Stripe.js says of the card typed in, or why Stripe.js could not be loaded (French). */
  error: string | undefined;
};

/**
 * Stripe.js's card element, mounted in the returned element while `open` (Stripe.js loaded on demand),
 * destroyed when closed.
 */
export function useCardElement(open: boolean) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CardElementState>({
    stripe: undefined,
    card: undefined,
    complete: false,
    error: undefined,
  });

  useEffect(() => {
    if (!open) return;
    let element: StripeCardElementLike | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((stripe) => {
        if (cancelled || !mountPoint.current) return;
        element = stripe.elements({ locale: 'fr' }).create('card', { hidePostalCode: true });
        element.on('change', (change) =>
          setState((current) => ({ ...current, complete: change.complete, error: change.error?.message })),
        );
        element.mount(mountPoint.current);
        setState({ stripe, card: element, complete: false, error: undefined });
      })
      .catch((failure: unknown) =>
        setState((current) => ({ ...current, error: failure instanceof Error ? failure.message : String(failure) })),
      );
    return () => {
      cancelled = true;
      element?.destroy();
      setState({ stripe: undefined, card: undefined, complete: false, error: undefined });
    };
  }, [open]);

  return { mountPoint, ...state };
}
