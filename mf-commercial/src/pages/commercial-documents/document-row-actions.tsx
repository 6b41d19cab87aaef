import { EllipsisOutlined } from '@ant-design/icons';
import { App, Dropdown, Space } from 'antd';
import { useState } from 'react';
import {
  ESTIMATE_CALLS,
  ESTIMATE_STATE_LABELS,
  INVOICE_CALLS,
  fr,
  type CommercialDocumentKind,
  type CommercialDocumentRow,
} from '@portal/contracts';
import { openPdfInNewTab, RowAction, useAgencyId, useCan } from '@portal/kit';
import { copyDocument, deleteDocument, familyOf, fetchDocumentPdf, refreshDocumentLists } from './document-calls.js';
import { pdfFileName } from './document-texts.js';

export type DocumentRowActionsProps = {
  row: CommercialDocumentRow;
  onOpen: (kind: CommercialDocumentKind, documentId: string) => void;
};

/** A draft may be deleted: an invoice or credit note until validated, an estimate until accepted. */
export const isDeletable = (row: Pick<CommercialDocumentRow, 'validated'>) => !row.validated;

/** Edited in the dialog: an invoice or credit note until validated, an estimate until transformed. */
const isEditableRow = (row: CommercialDocumentRow) =>
  row.kind === 'estimate' ? row.stateLabel !== ESTIMATE_STATE_LABELS.transformed : !row.validated;

type Busy = 'pdf' | 'copy' | 'delete' | null;

/**
 * The list's row actions: open (edit while a draft) and the PDF at hand; copy and delete (drafts,
 * confirmed first: 'Supprimer le document ?') under 'Plus d’actions', so that the amounts fit beside.
 */
export function DocumentRowActions({ row, onOpen }: DocumentRowActionsProps) {
  const agencyId = useAgencyId();
  const { message, modal } = App.useApp();
  const family = familyOf(row.kind);
  const calls = family === 'estimate' ? ESTIMATE_CALLS : INVOICE_CALLS;
  const canEdit = useCan(calls.update.right);
  const canCopy = useCan(calls.copy.right);
  const canDelete = useCan(calls.delete.right) && isDeletable(row);
  const [busy, setBusy] = useState<Busy>(null);
  const ids = { agencyId, documentId: row.id };

  const run = async (kind: Busy, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };
  const copy = () =>
    run('copy', async () => {
      const copied = await copyDocument(row.kind, ids);
      void message.success('Document dupliqué');
      await refreshDocumentLists(family, agencyId);
      onOpen(copied.kind, copied.id);
    });
  const remove = () =>
    void modal.confirm({
      title: 'Supprimer le document ?',
      content: fr.DELETION_IS_FINAL,
      okText: 'Supprimer',
      okButtonProps: { danger: true },
      cancelText: 'Annuler',
      onOk: () =>
        run('delete', async () => {
          await deleteDocument(row.kind, ids);
          void message.success('Document supprimé');
          await refreshDocumentLists(family, agencyId);
        }),
    });

  const more = [
    ...(canCopy ? [{ key: 'copy', label: 'Dupliquer' }] : []),
    ...(canDelete ? [{ key: 'delete', label: 'Supprimer', danger: true }] : []),
  ];
  const label = row.number ?? row.title;
  return (
    <Space size={0}>
      <RowAction onClick={() => onOpen(row.kind, row.id)}>
        {isEditableRow(row) && canEdit ? 'Modifier' : 'Ouvrir'}
      </RowAction>
      <RowAction
        loading={busy === 'pdf'}
        onClick={() =>
          void run('pdf', () =>
            openPdfInNewTab(() => fetchDocumentPdf(row.kind, ids), pdfFileName(row.kind, row.number)),
          )
        }
      >
        PDF
      </RowAction>
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{ items: more, onClick: ({ key }) => (key === 'copy' ? void copy() : remove()) }}
        >
          <RowAction aria-label={`Plus d’actions : ${label}`} loading={busy === 'copy' || busy === 'delete'}>
            <EllipsisOutlined />
          </RowAction>
        </Dropdown>
      ) : null}
    </Space>
  );
}
