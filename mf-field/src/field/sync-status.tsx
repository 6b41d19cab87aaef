import {
  CheckCircleOutlined,
  CloudSyncOutlined,
  CloudUploadOutlined,
  ExclamationCircleOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { fr } from '@portal/contracts';
import { antdComponent, PlainAlert, PlainStack, PlainTag } from '@portal/kit/core';
import type { SyncState } from './queue/field-sync.js';
import { useFieldSync } from './use-field-day.js';

const SyncRefusalDialog = antdComponent(() =>
  import('./sync-refusal-dialog.js').then((module) => module.SyncRefusalDialog),
);

/**
 * The sync icon of 01 §4: synchronised; being transmitted (or waiting for a retry); transmitted and
 * being processed (`processing`: the screen reads the server's new state of the day).
 */
export function SyncTag({ state, processing = false }: { state: SyncState; processing?: boolean }) {
  if (state.pending.length === 0 && state.status === 'idle')
    return processing ? (
      <PlainTag icon={<CloudSyncOutlined />} color="processing">
        Transmis, en cours de traitement
      </PlainTag>
    ) : (
      <PlainTag icon={<CheckCircleOutlined />} color="success">
        Synchronisé
      </PlainTag>
    );
  if (state.status === 'transmitting' || state.status === 'retrying')
    return (
      <PlainTag icon={<SyncOutlined spin />} color="processing">
        Transmission en cours ({state.pending.length})
      </PlainTag>
    );
  return (
    <PlainTag icon={state.refusal ? <ExclamationCircleOutlined /> : <CloudUploadOutlined />} color="warning">
      {state.pending.length} en attente d'envoi
    </PlainTag>
  );
}

/**
 * Above every field screen, drawn without antd: the sync icon, the warning while messages wait, and
 * the dialog of a refused message ('La requête transmise semble incorrecte') offering to skip it and go
 * on (antd's, loaded only when a message is refused). The screens of the day tell whether its server
 * state is being read again after a transmission (`processing`).
 */
export function FieldSyncBar({ processing = false }: { processing?: boolean }) {
  const { sync, state } = useFieldSync();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <PlainStack>
      <div>
        <SyncTag state={state} processing={processing} />
      </div>
      {state.pending.length > 0 && offline ? (
        <PlainAlert
          type="warning"
          showIcon
          message={fr.SERVICE_NOT_TRANSMITTED}
          description="Reconnectez-vous à internet pour les transmettre."
        />
      ) : null}
      {state.refusal ? <SyncRefusalDialog refusal={state.refusal} sync={sync} /> : null}
    </PlainStack>
  );
}
