import { Empty, Modal, Skeleton, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CommercialDocument } from '@portal/contracts';
import { formatDateTime } from '@portal/kit';
import { fetchHistory } from '../document-calls.js';

export type HistoryDialogProps = { agencyId: string; document: CommercialDocument; onClose: () => void };

/** 'Historique': what happened to the document (created, edited, validated, sent, paid…), by whom and when. */
export function HistoryDialog({ agencyId, document, onClose }: HistoryDialogProps) {
  const history = useQuery({
    queryKey: ['billing', 'document-history', document.id, document.updatedAt],
    queryFn: () => fetchHistory(document.kind, { agencyId, documentId: document.id }),
  });
  return (
    <Modal open title="Historique" footer={null} onCancel={onClose} destroyOnHidden>
      {history.data ? (
        history.data.length > 0 ? (
          <Timeline
            style={{ marginTop: 16 }}
            items={history.data.map((entry, index) => ({
              key: `${entry.at}-${index}`,
              children: (
                <>
                  <strong>{entry.label}</strong>
                  <div>
                    {formatDateTime(entry.at)}
                    {entry.userName ? ` – ${entry.userName}` : ''}
                  </div>
                </>
              ),
            }))}
          />
        ) : (
          <Empty description="Aucun historique" />
        )
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Modal>
  );
}
