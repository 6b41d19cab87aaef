import { useState } from 'react';
import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_TYPE_LABELS, type SavedPaymentMethodType } from '@portal/contracts';
import { isPlatformRole, useAgencyId, useCan, useSession } from '@portal/kit';
import { AddCardDialog } from './add-card-dialog.js';
import { AddSepaDialog } from './add-sepa-dialog.js';
import { hasFirstInvoicePending, paymentMethodsKey } from './payment-method-calls.js';

type Step = 'choose' | SavedPaymentMethodType | 'closed';

/** Whether the session may be offered the choice: 02 §4 and §6 ('free-trial non-admins see no payment choice'). */
function useMayChoose(): boolean {
  const session = useSession();
  const canEdit = useCan('paymentMethods.edit');
  const canReadInvoices = useCan('subscriptionInvoices.list');
  if (session.status !== 'authenticated') return false;
  const admin = isPlatformRole(session.claims.role);
  const freeTrial = session.user.session.subscription?.state === 'free_trial';
  return canEdit && canReadInvoices && (admin || !freeTrial);
}

/**
 * The payment method chooser (02 §2 dialogs; §4 'First agency invoice pending'): when the agency's
 * only invoice is its first one, still awaiting payment, and the user may edit payment methods, a
 * dialog 'Choisissez votre moyen de paiement' offers a bank card or a SEPA direct debit and opens the
 * form that saves it. Shown once per visit of the screen that mounts it (payments/methods, Mes
 * factures…); closing it asks nothing more. The saved method refreshes the agency's methods.
 */
export function PaymentMethodChooser() {
  const agencyId = useAgencyId();
  const queryClient = useQueryClient();
  const mayChoose = useMayChoose();
  const pending = useQuery({
    queryKey: ['billing', 'first-invoice-pending', agencyId],
    queryFn: () => hasFirstInvoicePending(agencyId),
    enabled: mayChoose,
  });
  const [step, setStep] = useState<Step>('choose');
  const close = () => setStep('closed');
  const saved = () => void queryClient.invalidateQueries({ queryKey: paymentMethodsKey(agencyId) });

  return (
    <>
      <Modal
        open={mayChoose && pending.data === true && step === 'choose'}
        title="Choisissez votre moyen de paiement"
        footer={null}
        onCancel={close}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">Votre première facture est en attente de paiement.</Typography.Paragraph>
        <Flex gap={12} wrap>
          <Button size="large" icon={<CreditCardOutlined />} onClick={() => setStep('CARD')} style={{ flex: 1 }}>
            {PAYMENT_METHOD_TYPE_LABELS.CARD}
          </Button>
          <Button size="large" icon={<BankOutlined />} onClick={() => setStep('SEPA')} style={{ flex: 1 }}>
            {PAYMENT_METHOD_TYPE_LABELS.SEPA}
          </Button>
        </Flex>
      </Modal>
      <AddCardDialog agencyId={agencyId} open={step === 'CARD'} onClose={close} onSaved={saved} />
      <AddSepaDialog agencyId={agencyId} open={step === 'SEPA'} onClose={close} onSaved={saved} />
    </>
  );
}
