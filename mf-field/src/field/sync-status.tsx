import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  CloudUploadOutlined,
  ExclamationCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Alert, Modal, Space, Tag, Typography } from 'antd';
import { fr, FIELD_MESSAGE_LABELS } from '@portal/contracts';
import type { SyncState } from './queue/field-sync.js';
import { useFieldSync } from './use-field-day.js';

/**
 * The sync icon of 01 §4: synchronised; being transmitted (or waiting for a retry); transmitted and
 * being processed (`processing`: the screen reads the server's new state of the day).
 */
export function SyncTag({ state, processing = false }: { state: SyncState; processing?: boolean }) {
  if (state.pending.length === 0 && state.status === 'idle')
    return processing ? (
      <Tag icon={<CloudSyncOutlined />} color="processing">
        Transmis, en cours de traitement
      </Tag>
    ) : (
      <Tag icon={<CheckCircleOutlined />} color="success">
        Synchronisé
      </Tag>
    );
  if (state.status === 'transmitting' || state.status === 'retrying')
    return (
      <Tag icon={<SyncOutlined spin />} color="processing">
        Transmission en cours ({state.pending.length})
      </Tag>
    );
  return (
    <Tag icon={state.refusal ? <ExclamationCircleOutlined /> : <CloudUploadOutlined />} color="warning">
      {state.pending.length} en attente d'envoi
    </Tag>
  );
}

/**
 * Above every field screen: the sync icon, the warning while messages wait, and the dialog of a
 * refused message ('La requête transmise semble incorrecte') offering to skip it and go on (made
 * only when a message is refused: every field screen opens without it). The screens of the day tell
 * whether its server state is being read again after a transmission (`processing`).
 */
export function FieldSyncBar({ processing = false }: { processing?: boolean }) {
  const { sync, state } = useFieldSync();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SyncTag state={state} processing={processing} />
      {state.pending.length > 0 && offline ? (
        <Alert
          type="warning"
          showIcon
          message={fr.SERVICE_NOT_TRANSMITTED}
          description="Reconnectez-vous à internet pour les transmettre."
        />
      ) : null}
      {state.refusal ? (
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
            <Typography.Text>
              Type de requête : {FIELD_MESSAGE_LABELS[state.refusal.entry.message.type]}
            </Typography.Text>
            <Typography.Text>Erreur : {state.refusal.message}</Typography.Text>
            <Typography.Text strong>Voulez-vous ignorer ce message et transmettre les suivants ?</Typography.Text>
          </Space>
        </Modal>
      ) : null}
    </Space>
  );
}
