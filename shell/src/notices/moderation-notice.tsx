import { App, Button, Space } from 'antd';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_PAYMENT_CALLS, fr } from '@portal/contracts';
import { callApi, reloadSession, useCan, useSession } from '@portal/kit';

const { moderation } = AGENCY_PAYMENT_CALLS;
const NOTICE_KEY = 'moderation';

/**
 * 'Votre compte est en attente de modération.' (02 §4, §8): sticky while the agency's first invoice
 * waits on a payment the platform has still to see through, with Ok (closes it) and Rafraîchir
 * (asks again; when the agency is through, reloads the session, and with it every screen's data).
 */
export function ModerationNotice() {
  const { notification } = App.useApp();
  const session = useSession();
  const agencyId = session.status === 'anonymous' ? null : session.claims.agency;
  const canSeeInvoices = useCan('subscriptionInvoices.list');
  const state = useQuery({
    queryKey: ['billing', 'moderation', agencyId],
    enabled: agencyId !== null && canSeeInvoices,
    queryFn: () =>
      callApi('billing', moderation.path.replace(':agencyId', agencyId ?? ''), {
        schema: moderation.response,
        notify: false,
      }),
  });
  const pending = state.data?.pending === true;

  useEffect(() => {
    if (!pending) {
      notification.destroy(NOTICE_KEY);
      return;
    }
    notification.warning({
      key: NOTICE_KEY,
      message: fr.MODERATION_PENDING,
      description: fr.MODERATION_PENDING_CAPTION,
      duration: 0,
      placement: 'topRight',
      btn: (
        <Space>
          <Button size="small" onClick={() => notification.destroy(NOTICE_KEY)}>
            Ok
          </Button>
          <Button
            size="small"
            type="primary"
            onClick={() => void state.refetch().then((answer) => (answer.data?.pending ? undefined : reloadSession()))}
          >
            Rafraîchir
          </Button>
        </Space>
      ),
    });
  }, [pending, notification, state]);

  return null;
}
