import { App, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import {
  CUSTOMER_ACTION_LABELS,
  CUSTOMER_ACTION_TRANSITIONS,
  CUSTOMER_DELETE_LABEL,
  fr,
  type CustomerAction,
  type CustomerRow,
} from '@portal/contracts';
import { useCan, RowAction } from '@portal/kit';
import { changeCustomerStatus, deleteCustomer, refreshCustomerLists } from './customer-calls.js';

/** The question asked before each action, and what is said once done. */
const CONFIRMATIONS: Record<CustomerAction | 'delete', { question: (name: string) => string; done: string }> = {
  archive: { question: (name) => `Archiver le client « ${name} » ?`, done: 'Client archivé' },
  reactivate: { question: (name) => `Réactiver le client « ${name} » ?`, done: 'Client réactivé' },
  deactivate: { question: (name) => `Désactiver le client « ${name} » ?`, done: 'Client désactivé' },
  delete: { question: (name) => `Supprimer le client « ${name} » ?`, done: 'Client supprimé' },
};

/** The list's row actions (02 §4: Archivage, Réactivation, Suppression), each confirmed first. */
export function CustomerRowActions(props: { agencyId: string; customer: CustomerRow; onEdit: (id: string) => void }) {
  const { agencyId, customer } = props;
  const canEdit = useCan('customers.edit');
  const canDelete = useCan('customers.delete');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (kind: CustomerAction | 'delete') => {
    setBusy(true);
    try {
      if (kind === 'delete') await deleteCustomer(agencyId, customer.id);
      else await changeCustomerStatus(agencyId, customer.id, kind);
      void message.success(CONFIRMATIONS[kind].done);
      await refreshCustomerLists(agencyId);
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };

  const confirmed = (kind: CustomerAction | 'delete', label: string, danger = false) => (
    <Popconfirm
      key={kind}
      title={CONFIRMATIONS[kind].question(customer.name)}
      description={kind === 'delete' ? fr.DELETION_IS_FINAL : undefined}
      okText="Confirmer"
      cancelText="Annuler"
      okButtonProps={{ danger }}
      onConfirm={() => run(kind)}
    >
      <RowAction danger={danger} disabled={busy}>
        {label}
      </RowAction>
    </Popconfirm>
  );

  const statusActions = (['archive', 'reactivate'] as const).filter((action) =>
    CUSTOMER_ACTION_TRANSITIONS[action].from.includes(customer.status),
  );
  return (
    <Space size={0} wrap>
      {canEdit ? <RowAction onClick={() => props.onEdit(customer.id)}>Modifier</RowAction> : null}
      {canEdit ? statusActions.map((action) => confirmed(action, CUSTOMER_ACTION_LABELS[action])) : null}
      {canDelete ? confirmed('delete', CUSTOMER_DELETE_LABEL, true) : null}
    </Space>
  );
}
