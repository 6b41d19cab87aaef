import { App, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import {
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  fr,
  type CommercialDocumentKind,
  type CommercialDocumentRow,
} from '@portal/contracts';
import { RowAction, useAgencyId, useCan } from '@portal/kit';
import { copyDocument, deleteDocument, familyOf, fetchDocumentPdf, refreshDocumentLists } from './document-calls.js';
import { pdfFileName } from './document-texts.js';
import { openPdfInNewTab } from './open-file.js';

export type DocumentRowActionsProps = {
  row: CommercialDocumentRow;
  onOpen: (kind: CommercialDocumentKind, documentId: string) => void;
};

/** A draft may be deleted: an invoice or credit note until validated, an estimate until accepted. */
export const isDeletable = (row: Pick<CommercialDocumentRow, 'validated'>) => !row.validated;

/** The list's row actions: open (edit while a draft), PDF, copy, delete (drafts, confirmed first). */
export function DocumentRowActions({ row, onOpen }: DocumentRowActionsProps) {
  const agencyId = useAgencyId();
  const { message } = App.useApp();
  const family = familyOf(row.kind);
  const calls = family === 'estimate' ? ESTIMATE_CALLS : INVOICE_CALLS;
  const canEdit = useCan(calls.update.right);
  const canCopy = useCan(calls.copy.right);
  const canDelete = useCan(calls.delete.right);
  const [busy, setBusy] = useState<'pdf' | 'copy' | 'delete' | null>(null);
  const ids = { agencyId, documentId: row.id };

  const run = async (kind: 'pdf' | 'copy' | 'delete', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };
  const editable = !row.validated && canEdit;
  return (
    <Space size={0} wrap>
      <RowAction onClick={() => onOpen(row.kind, row.id)}>{editable ? 'Modifier' : 'Ouvrir'}</RowAction>
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
      {canCopy ? (
        <RowAction
          loading={busy === 'copy'}
          onClick={() =>
            void run('copy', async () => {
              const copy = await copyDocument(row.kind, ids);
              void message.success('Document dupliqué');
              await refreshDocumentLists(family, agencyId);
              onOpen(copy.kind, copy.id);
            })
          }
        >
          Dupliquer
        </RowAction>
      ) : null}
      {canDelete && isDeletable(row) ? (
        <Popconfirm
          title="Supprimer le document ?"
          description={fr.DELETION_IS_FINAL}
          okText="Supprimer"
          cancelText="Annuler"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            run('delete', async () => {
              await deleteDocument(row.kind, ids);
              void message.success('Document supprimé');
              await refreshDocumentLists(family, agencyId);
            })
          }
        >
          <RowAction danger loading={busy === 'delete'}>
            Supprimer
          </RowAction>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
