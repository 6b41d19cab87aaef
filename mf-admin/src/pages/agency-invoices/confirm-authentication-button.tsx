import { useState } from 'react';
import { App, Button } from 'antd';
import { fr, type AgencyInvoice, type AgencyPayment } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { loadStripeJs } from '../../payments/stripe-js.js';
import { fetchPaymentState } from '../plan-options/subscription-calls.js';
import { waitForSubscription } from '../plan-options/wait-for-subscription.js';
import { usePreviousValidUntil } from './use-previous-valid-until.js';

const UPDATES_BY_ITSELF = `${fr.PAYMENT_ALREADY_ACCEPTED} : la facture sera mise à jour automatiquement`;

type Props = { invoice: AgencyInvoice; payment: AgencyPayment; onDone: () => void };

/**
 * 02 §4 "3D Secure": a card payment the bank asks to authenticate is confirmed here (Stripe.js shows
 * the bank's page), then the screen waits for the payment to be validated (Stripe's webhook) and, for
 * a plan, for the subscription to be granted. Already accepted at Stripe: a warning says it will
 * update by itself.
 */
export function ConfirmAuthenticationButton({ invoice, payment, onDone }: Props) {
  const { message } = App.useApp();
  const agencyId = useAgencyId();
  const previousValidUntil = usePreviousValidUntil(invoice);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const { clientSecret } = await fetchPaymentState(agencyId, payment.id);
      const stripe = await loadStripeJs();
      const before = await stripe.retrievePaymentIntent(clientSecret);
      if (!before.error && before.paymentIntent.status === 'succeeded') {
        void message.warning(UPDATES_BY_ITSELF);
        return;
      }
      const result = await stripe.handleCardAction(clientSecret);
      if (result.error) {
        void message.error(result.error.message ?? fr.PAYMENT_NOT_COLLECTED);
      } else if (await waitForSubscription(agencyId, payment.id, previousValidUntil)) {
        void message.success(previousValidUntil === undefined ? fr.PAYMENT_VALIDATED : fr.SUBSCRIPTION_VALIDATED);
      } else {
        // Accepted by the bank, not yet by the webhook after a minute: it will come.
        void message.warning(UPDATES_BY_ITSELF);
      }
    } catch (error) {
      void message.error(error instanceof Error ? error.message : fr.PAYMENT_ERROR);
    } finally {
      setBusy(false);
      onDone();
    }
  }
  return (
    <Button size="small" type="primary" loading={busy} onClick={() => void confirm()}>
      Confirmer le paiement
    </Button>
  );
}
