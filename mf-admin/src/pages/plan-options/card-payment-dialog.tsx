import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { fr, type CartCheckout, type CurrentUser } from '@portal/contracts';
import { formatMoney, isApiError, useAgencyId } from '@portal/kit';
import { loadStripeJs, type StripeCardElementLike, type StripeLike } from '../../payments/stripe-js.js';
import { waitForSubscription } from './wait-for-subscription.js';

type Props = {
  open: boolean;
  amount: string;
  /** The agency's paid period before this payment (undefined: the cart holds no plan). */
  previousValidUntil: string | null | undefined;
  /** Orders the cart: its agency invoice and card payment (made once, then retried with another card). */
  checkOut: () => Promise<CartCheckout>;
  onClose: () => void;
  onSubscribed: (user: CurrentUser) => void;
};

type Stage = 'card' | 'paying' | 'confirming';

const messageOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : fr.SUBSCRIPTION_FAILED;

/**
 * The card payment of the cart (Stripe.js's card element; 3-D Secure asked by the bank is handled by
 * Stripe.js), then the wait for Stripe's webhook and the grant of the subscription. A refused card
 * keeps the order: another card pays the same invoice.
 */
export function CardPaymentDialog({ open, amount, previousValidUntil, checkOut, onClose, onSubscribed }: Props) {
  const { message } = App.useApp();
  const agencyId = useAgencyId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<StripeLike>();
  const [card, setCard] = useState<StripeCardElementLike>();
  const [complete, setComplete] = useState(false);
  const [holder, setHolder] = useState('');
  const [stage, setStage] = useState<Stage>('card');
  const [error, setError] = useState<string>();
  const checkout = useRef<CartCheckout | undefined>(undefined);

  useEffect(() => {
    if (!open) return;
    let element: StripeCardElementLike | undefined;
    let cancelled = false;
    loadStripeJs()
      .then((loaded) => {
        if (cancelled || !mountPoint.current) return;
        element = loaded.elements({ locale: 'fr' }).create('card', { hidePostalCode: true });
        element.on('change', (change) => {
          setComplete(change.complete);
          setError(change.error?.message);
        });
        element.mount(mountPoint.current);
        setStripe(loaded);
        setCard(element);
      })
      .catch((failure: unknown) => setError(messageOf(failure)));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [open]);

  async function pay() {
    if (!stripe || !card) return;
    setError(undefined);
    setStage('paying');
    try {
      checkout.current ??= await checkOut();
      const { payment } = checkout.current;
      const result = await stripe.confirmCardPayment(payment.clientSecret, {
        payment_method: { card, billing_details: { name: holder.trim() } },
      });
      if (result.error) {
        setError(result.error.message ?? fr.PAYMENT_NOT_COLLECTED);
        setStage('card');
        return;
      }
      setStage('confirming');
      const outcome = await waitForSubscription(agencyId, payment.id, previousValidUntil);
      if (!outcome) {
        setError(fr.SUBSCRIPTION_NOT_COMPLETED);
        setStage('card');
        return;
      }
      void message.success(previousValidUntil === undefined ? fr.PAYMENT_VALIDATED : fr.SUBSCRIPTION_VALIDATED);
      onSubscribed(outcome.user);
    } catch (failure) {
      setError(messageOf(failure));
      setStage('card');
    }
  }

  return (
    <Modal
      open={open}
      title="Paiement par carte bancaire"
      onCancel={stage === 'card' ? onClose : undefined}
      closable={stage === 'card'}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Button
          type="primary"
          loading={stage !== 'card'}
          disabled={!complete || !holder.trim()}
          onClick={() => void pay()}
        >
          Payer {formatMoney(amount)}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Input
          aria-label="Titulaire de la carte"
          placeholder="Titulaire de la carte"
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          disabled={stage !== 'card'}
        />
        {stripe ? null : <Spin />}
        <div ref={mountPoint} style={{ padding: 10, border: '1px solid #d9d9d9', borderRadius: 6 }} />
        {stage === 'confirming' ? (
          <Typography.Text type="secondary">Validation de votre abonnement…</Typography.Text>
        ) : null}
        {error ? <Alert type="error" showIcon message={error} /> : null}
      </Flex>
    </Modal>
  );
}
