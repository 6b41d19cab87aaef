import { Space, Tag } from 'antd';
import {
  DOCUMENT_STATUS_LABELS,
  ESTIMATE_STATE_LABELS,
  INVOICE_STATE_LABELS,
  type DocumentStatus,
  type EstimateState,
  type InvoiceState,
} from '@portal/contracts';

const ESTIMATE_COLORS: Record<EstimateState, string> = {
  not_sent: 'default',
  sent: 'blue',
  awaiting_validation: 'gold',
  validated: 'green',
  refused: 'red',
  transformed: 'purple',
};
const INVOICE_COLORS: Record<InvoiceState, string> = { draft: 'default', awaiting_payment: 'orange', paid: 'green' };

/** The colour of a state label (the service answers the label of the contracts' maps). */
const COLOR_OF_LABEL = new Map<string, string>([
  ...Object.entries(ESTIMATE_STATE_LABELS).map(([state, label]) => [label, ESTIMATE_COLORS[state as EstimateState]]),
  ...Object.entries(INVOICE_STATE_LABELS).map(([state, label]) => [label, INVOICE_COLORS[state as InvoiceState]]),
] as [string, string][]);

/** A document's state as a coloured tag (02 §4 labels); a cancelled or to-check document says so too. */
export function DocumentStateTag({ label, status }: { label: string; status: DocumentStatus }) {
  return (
    <Space size={4} wrap>
      <Tag color={COLOR_OF_LABEL.get(label) ?? 'default'}>{label}</Tag>
      {status !== 100 ? <Tag color={status === 200 ? 'red' : 'gold'}>{DOCUMENT_STATUS_LABELS[status]}</Tag> : null}
    </Space>
  );
}
