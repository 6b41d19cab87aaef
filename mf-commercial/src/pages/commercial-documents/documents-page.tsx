import { useMemo, useState } from 'react';
import {
  CATALOGUE_SEARCH_DEBOUNCE_MS,
  CommercialDocumentRowSchema,
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  type CommercialDocumentKind,
  type CommercialDocumentRow,
} from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId } from '@portal/kit';
import type { DocumentDialogProps } from './dialog/document-dialog.js';
import { documentListPath, type DocumentFamily } from './document-calls.js';
import { documentColumns } from './document-columns.js';
import { documentFilters } from './document-filters.js';
import { DocumentRowActions } from './document-row-actions.js';
import { DOCUMENT_TEXTS } from './document-texts.js';
import { MarkAsButtons } from './mark-as-buttons.js';
import { useDocumentDefaults } from './use-billing-settings.js';

const loadDialog = () => import('./dialog/document-dialog.js');

const FILTER_FORMS = { estimate: documentFilters('estimate'), invoice: documentFilters('invoice') };
const LIST_TEXTS: Record<DocumentFamily, { pageKey: string; title: string; exportName: string }> = {
  estimate: { pageKey: 'devis', title: 'Devis', exportName: 'devis' },
  invoice: { pageKey: 'factures', title: 'Factures et avoirs', exportName: 'factures' },
};

type DialogState = { open: boolean; kind: CommercialDocumentKind; documentId: string | null };

/**
 * devis and factures (Facturation group): the agency's estimates, or invoices and credit notes, with
 * their filters, mark-as over the ticked rows, and the document dialog.
 */
export function DocumentsPage({ family }: { family: DocumentFamily }) {
  const agencyId = useAgencyId();
  const { currency } = useDocumentDefaults();
  const [dialog, setDialog] = useState<DialogState>({ open: false, kind: family, documentId: null });
  const [selected, setSelected] = useState<Map<string, CommercialDocumentRow>>(new Map());
  const open = (kind: CommercialDocumentKind, documentId: string | null) => setDialog({ open: true, kind, documentId });
  const calls = family === 'estimate' ? ESTIMATE_CALLS : INVOICE_CALLS;
  const texts = LIST_TEXTS[family];

  const columns = useMemo(
    () => documentColumns({ family, currency, actions: (row) => <DocumentRowActions row={row} onOpen={open} /> }),
    [family, currency],
  );

  return (
    <>
      <ListTable<CommercialDocumentRow>
        pageKey={texts.pageKey}
        title={texts.title}
        service="billing"
        path={documentListPath(family, agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CommercialDocumentRowSchema}
        filters={{ form: FILTER_FORMS[family] }}
        createAction={{
          label: DOCUMENT_TEXTS[family].create,
          right: calls.save.right,
          onClick: () => open(family, null),
        }}
        toolbarExtra={
          <MarkAsButtons family={family} selected={[...selected.values()]} onDone={() => setSelected(new Map())} />
        }
        exportName={texts.exportName}
        searchPlaceholder="N°, client ou titre"
        searchDebounceMs={CATALOGUE_SEARCH_DEBOUNCE_MS}
        tableProps={{
          // Its columns keep their natural width; a narrow screen scrolls the table sideways.
          scroll: { x: 'max-content' },
          size: 'middle',
          // The count is beside the mark-as buttons.
          tableAlertRender: false,
          rowSelection: {
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...selected.keys()],
            onChange: (keys, rows) =>
              setSelected((current) => {
                const next = new Map<string, CommercialDocumentRow>();
                for (const key of keys) {
                  const row = rows.find((candidate) => candidate?.id === key) ?? current.get(String(key));
                  if (row) next.set(row.id, row);
                }
                return next;
              }),
          },
        }}
      />
      <LazyDialog<DocumentDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.documentId ? DOCUMENT_TEXTS[dialog.kind].named(null) : DOCUMENT_TEXTS[dialog.kind].create}
        width={1100}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, kind: dialog.kind, documentId: dialog.documentId, onOpen: open }}
      />
    </>
  );
}
