import { useState } from 'react';
import { App, Button } from 'antd';
import { fr, type AgencyPayment } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { loadStripeJs } from '../../payments/stripe-js.js';
import { fetchPaymentState } from '../plan-options/subscription-calls.js';

/**
 * 02 §4 "3D Secure": a card payment the bank asks to authenticate is confirmed here (Stripe.js shows
 * the bank's page). Already accepted at Stripe: a warning says it will update by itself.
 */
export function ConfirmAuthenticationButton({ payment, onDone }: { payment: AgencyPayment; onDone: () => void }) {
  const { message } = App.useApp();
  const agencyId = useAgencyId();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      const { clientSecret } = await fetchPaymentState(agencyId, payment.id);
      const stripe = await loadStripeJs();
      const result = await stripe.handleCardAction(clientSecret);
      if (result.error) {
        void message.error(result.error.message ?? fr.PAYMENT_NOT_COLLECTED);
      } else if (result.paymentIntent.status === 'succeeded') {
        void message.warning(`${fr.PAYMENT_ALREADY_ACCEPTED} : la facture sera mise à jour automatiquement`);
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
