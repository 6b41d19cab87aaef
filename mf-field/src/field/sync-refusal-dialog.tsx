import { Modal, Space, Typography } from 'antd';
import { fr, FIELD_MESSAGE_LABELS } from '@portal/contracts';
import type { FieldSync, Refusal } from './queue/field-sync.js';

/** 'La requête transmise semble incorrecte' (01 §4): the refused message, and whether to skip it and go on. */
export function SyncRefusalDialog(props: { refusal: Refusal; sync: FieldSync }) {
  const { refusal, sync } = props;
  return (
    <Modal
      open
      title={fr.FIELD_REQUEST_REFUSED}
      okText="Oui"
      cancelText="Non"
      closable={false}
      maskClosable={false}
      onOk={() => void sync.skipRefused()}
      onCancel={() => sync.keepRefused()}
    >
      <Space direction="vertical">
        <Typography.Text>Type de requête : {FIELD_MESSAGE_LABELS[refusal.entry.message.type]}</Typography.Text>
        <Typography.Text>Erreur : {refusal.message}</Typography.Text>
        <Typography.Text strong>Voulez-vous ignorer ce message et transmettre les suivants ?</Typography.Text>
      </Space>
    </Modal>
  );
}
