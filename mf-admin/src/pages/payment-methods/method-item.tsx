import { BankOutlined, CreditCardOutlined } from '@ant-design/icons';
import { List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { PaymentMethod } from '@portal/contracts';
import { RowAction } from '@portal/kit';
import { methodDetails, methodTitle } from './method-display.js';

type Props = {
  method: PaymentMethod;
  /** Absent: the user may not set a default (paymentMethods.edit). */
  onSetDefault?: (method: PaymentMethod) => Promise<unknown>;
  /** Absent: the user may not delete (paymentMethods.delete). */
  onDelete?: (method: PaymentMethod) => Promise<unknown>;
};

/** One card or SEPA mandate: what it is, 'Par défaut' or 'Expirée', and its actions. */
export function MethodItem({ method, onSetDefault, onDelete }: Props) {
  const actions = [];
  // 02 §4: the default can be neither set again nor deleted; an invalid method cannot become the default.
  if (onSetDefault && !method.isDefault && method.enabled) {
    actions.push(
      <RowAction key="default" onClick={() => void onSetDefault(method)}>
        Définir par défaut
      </RowAction>,
    );
  }
  if (onDelete && !method.isDefault) {
    actions.push(
      <Popconfirm
        key="delete"
        title="Supprimer ce moyen de paiement ?"
        description={methodTitle(method)}
        okText="Supprimer"
        cancelText="Annuler"
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete(method)}
      >
        <RowAction danger>Supprimer</RowAction>
      </Popconfirm>,
    );
  }
  return (
    <List.Item actions={actions}>
      <List.Item.Meta
        avatar={
          method.type === 'CARD' ? (
            <CreditCardOutlined style={{ fontSize: 24 }} aria-hidden />
          ) : (
            <BankOutlined style={{ fontSize: 24 }} aria-hidden />
          )
        }
        title={
          <Space size={8} wrap>
            <span>{methodTitle(method)}</span>
            {method.isDefault ? <Tag color="blue">Par défaut</Tag> : null}
            {method.enabled ? null : <Tag color="red">Expirée</Tag>}
          </Space>
        }
        description={<Typography.Text type="secondary">{methodDetails(method).join(' · ')}</Typography.Text>}
      />
    </List.Item>
  );
}
