import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Grid, List, Result, Skeleton, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fr, PAYMENT_METHOD_TYPE_LABELS, type AgencyPaymentMethods, type PaymentMethod } from '@portal/contracts';
import { isApiError, reportApiError, sessionRole, useAgencyId, useCan, useSession } from '@portal/kit';
import { AddCardDialog } from '../../payments/add-card-dialog.js';
import { AddSepaDialog } from '../../payments/add-sepa-dialog.js';
import {
  deletePaymentMethod,
  fetchPaymentMethods,
  paymentMethodsKey,
  setDefaultPaymentMethod,
} from '../../payments/payment-method-calls.js';
import { PaymentMethodChooser } from '../../payments/payment-method-chooser.js';
import { showsSepa } from './method-display.js';
import { MethodItem } from './method-item.js';

type Adding = 'CARD' | 'SEPA' | null;

/**
 * payments/methods ('Mes moyens de paiement', 02 §2): the default payment method on top, then the
 * agency's bank cards and SEPA mandates, saved at Stripe, each set as the default or deleted (not the
 * default, 02 §4). SEPA is shown to support or when the default is a SEPA mandate (02 §6). The payment
 * method chooser opens itself while the agency's first invoice awaits payment.
 */
export default function PaymentMethodsPage() {
  const agencyId = useAgencyId();
  const role = sessionRole(useSession());
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = paymentMethodsKey(agencyId);
  const methods = useQuery({ queryKey: key, queryFn: () => fetchPaymentMethods(agencyId) });
  const [adding, setAdding] = useState<Adding>(null);
  const canCreate = useCan('paymentMethods.create');
  const canEdit = useCan('paymentMethods.edit');
  const canDelete = useCan('paymentMethods.delete');
  // On a phone the actions go under the method, whose details keep the width.
  const itemLayout = Grid.useBreakpoint().sm === false ? 'vertical' : 'horizontal';

  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  /** A change answered by billing: its list replaces the shown one; a refusal in 02 §8's words. */
  async function change(work: () => Promise<AgencyPaymentMethods>, success: string) {
    try {
      queryClient.setQueryData(key, await work());
      void message.success(success);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === 'PAYMENT_METHOD_ALREADY_DEFAULT') void message.warning(error.message);
      else if (error.status === 404 || error.status === 409) void message.error(error.message);
      else reportApiError(error);
      refresh();
    }
  }
  const setAsDefault = (method: PaymentMethod) =>
    change(() => setDefaultPaymentMethod(agencyId, method.id), fr.SETTINGS_SAVED);
  const remove = (method: PaymentMethod) =>
    change(() => deletePaymentMethod(agencyId, method.id), fr.PAYMENT_METHOD_DELETED);

  if (methods.isError) return <Result status="error" title="Vos moyens de paiement n'ont pas pu être chargés" />;
  const data = methods.data;
  const sepaShown = showsSepa(role, data?.defaultType ?? null);
  const defaultMethod = data?.methods.find((method) => method.isDefault);
  const item = (method: PaymentMethod) => (
    <MethodItem
      method={method}
      {...(canEdit ? { onSetDefault: setAsDefault } : {})}
      {...(canDelete ? { onDelete: remove } : {})}
    />
  );
  const addButton = (type: 'CARD' | 'SEPA', label: string) =>
    canCreate ? (
      <Button icon={<PlusOutlined />} onClick={() => setAdding(type)}>
        {label}
      </Button>
    ) : null;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        Mes moyens de paiement
      </Typography.Title>
      {data ? (
        <>
          <Card title="Moyen de paiement par défaut" size="small">
            {defaultMethod ? (
              <List dataSource={[defaultMethod]} renderItem={(method) => <MethodItem method={method} />} />
            ) : data.defaultType === 'CHECK' ? (
              <Typography.Text>{PAYMENT_METHOD_TYPE_LABELS.CHECK}</Typography.Text>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={fr.PAYMENT_NO_DEFAULT_METHOD} />
            )}
          </Card>
          <Card title="Cartes bancaires" size="small" extra={addButton('CARD', 'Ajouter une carte bancaire')}>
            <List
              itemLayout={itemLayout}
              dataSource={data.methods.filter((method) => method.type === 'CARD')}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={fr.PAYMENT_NO_CARD} /> }}
              renderItem={item}
            />
          </Card>
          {sepaShown ? (
            <Card title="Mandats SEPA" size="small" extra={addButton('SEPA', 'Ajouter un mandat SEPA')}>
              <List
                itemLayout={itemLayout}
                dataSource={data.methods.filter((method) => method.type === 'SEPA')}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={fr.PAYMENT_NO_BANK_ACCOUNT} />,
                }}
                renderItem={item}
              />
            </Card>
          ) : null}
        </>
      ) : (
        <Skeleton active />
      )}
      <AddCardDialog agencyId={agencyId} open={adding === 'CARD'} onClose={() => setAdding(null)} onSaved={refresh} />
      <AddSepaDialog agencyId={agencyId} open={adding === 'SEPA'} onClose={() => setAdding(null)} onSaved={refresh} />
      <PaymentMethodChooser />
    </Flex>
  );
}
