import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Modal, Spin, Typography } from 'antd';
import { fr } from '@portal/contracts';
import { setUpPaymentMethod } from './payment-method-calls.js';
import { failureText, stripeRefusal } from './stripe-refusal.js';
import { useCardElement } from './use-card-element.js';

type Props = {
  agencyId: string;
  open: boolean;
  onClose: () => void;
  /** After Stripe saved the card: refresh what shows the methods. */
  onSaved: () => void;
};

/**
 * 'Ajouter une carte bancaire': Stripe.js's card element in a dialog, the holder's name, then a set-up
 * intent of billing confirmed by `confirmCardSetup` (3-D Secure, when the bank asks for it, is shown
 * by Stripe.js). The card is saved for the agency's later payments.
 */
export function AddCardDialog({ agencyId, open, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const { mountPoint, stripe, card, complete, error: cardError } = useCardElement(open);
  const [holder, setHolder] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  async function save() {
    if (!stripe || !card) return;
    setError(undefined);
    setSaving(true);
    try {
      const setup = await setUpPaymentMethod(agencyId, 'CARD');
      const result = await stripe.confirmCardSetup(setup.clientSecret, {
        payment_method: { card, billing_details: { name: holder.trim() } },
      });
      if (result.error) {
        setError(stripeRefusal(result.error));
        return;
      }
      void message.success(fr.PAYMENT_METHOD_CARD_SAVED);
      setHolder('');
      onSaved();
      onClose();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSaving(false);
    }
  }

  const shown = error ?? cardError;
  return (
    <Modal
      open={open}
      title="Ajouter une carte bancaire"
      onCancel={saving ? undefined : onClose}
      closable={!saving}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={saving}>
          Annuler
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={!complete || !holder.trim()}
          onClick={() => void save()}
        >
          Enregistrer la carte
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Input
          aria-label="Titulaire de la carte"
          placeholder="Titulaire de la carte"
          autoComplete="cc-name"
          value={holder}
          onChange={(event) => setHolder(event.target.value)}
          disabled={saving}
        />
        {stripe || shown ? null : <Spin />}
        <div
          ref={mountPoint}
          role="group"
          aria-label="Carte bancaire"
          style={{ padding: 10, border: '1px solid #d9d9d9', borderRadius: 6, minHeight: 20 }}
        />
        <Typography.Text type="secondary">
          Votre carte est enregistrée par Stripe, notre prestataire de paiement, pour les prochains paiements de
          l&apos;agence.
        </Typography.Text>
        {shown ? <Alert type="error" showIcon message={shown} /> : null}
      </Flex>
    </Modal>
  );
}
