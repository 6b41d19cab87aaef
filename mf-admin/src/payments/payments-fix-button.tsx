import { useState } from 'react';
import { ToolOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { formatMessage } from '@portal/contracts';
import { isPlatformRole, sessionRole, useSession } from '@portal/kit';
import { fixPayments } from './payment-method-calls.js';

/** 02 §6: 'Fix payment errors' is shown to admins (support, super admin), or to anyone in development. */
export function useMayFixPayments(): boolean {
  const role = sessionRole(useSession());
  return isPlatformRole(role) || process.env.NODE_ENV === 'development';
}

/**
 * 'Essayer de corriger les erreurs de paiement' (`GET payments-fix`): billing reads every unsettled
 * agency payment again from Stripe and applies its real state; the button says how many changed.
 * Renders nothing for whom it is not shown. `onFixed` refreshes what the screen lists.
 */
export function PaymentsFixButton(props: { onFixed?: () => void }) {
  const { message } = App.useApp();
  const mayFix = useMayFixPayments();
  const [running, setRunning] = useState(false);
  if (!mayFix) return null;

  async function fix() {
    setRunning(true);
    try {
      const result = await fixPayments();
      void message.success(formatMessage('PAYMENTS_FIXED', { fixed: result.fixed, checked: result.checked }));
      props.onFixed?.();
    } catch {
      // The HTTP client has shown the refusal (02 §8).
    } finally {
      setRunning(false);
    }
  }

  return (
    <Button icon={<ToolOutlined />} loading={running} onClick={() => void fix()}>
      Essayer de corriger les erreurs de paiement
    </Button>
  );
}
