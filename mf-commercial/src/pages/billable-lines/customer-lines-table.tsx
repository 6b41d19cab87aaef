import { useState } from 'react';
import { BillableLineSchema, type BillableLine, type CommercialDocumentKind } from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId } from '@portal/kit';
import type { DocumentDialogProps } from '../commercial-documents/dialog/document-dialog.js';
import { billableLinesPath, filtersOf, type BillableFilters } from './billable-line-calls.js';
import { LINE_COLUMNS } from './billable-line-columns.js';
import { CreateInvoiceButton } from './create-invoice-button.js';

const loadDocumentDialog = () => import('../commercial-documents/dialog/document-dialog.js');

export type CustomerLinesTableProps = {
  customerId: string;
  customerName: string;
  /** The screen's period; the customer is this table's own. */
  filters: BillableFilters;
};

type Opened = { kind: CommercialDocumentKind; documentId: string } | null;

/**
 * The lines to invoice of one customer, under its summary row (its own paging, sort and export);
 * the lines ticked become a draft invoice ('Créer la facture'), opened in the document dialog.
 */
export function CustomerLinesTable({ customerId, customerName, filters }: CustomerLinesTableProps) {
  const agencyId = useAgencyId();
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<Opened>(null);
  return (
    <>
      <ListTable<BillableLine>
        pageKey="billable-lines-of-customer"
        title={`Prestations à facturer – ${customerName}`}
        service="billing"
        path={billableLinesPath(agencyId)}
        rowKey="id"
        columns={LINE_COLUMNS}
        rowSchema={BillableLineSchema}
        filters={{ base: { ...filtersOf(filters), customerId, status: ['to_invoice'] } }}
        exportName={`a-facturer-${customerName}`}
        searchPlaceholder="Site ou référence"
        toolbarExtra={
          <CreateInvoiceButton
            customerId={customerId}
            lineIds={selected}
            onCreated={(invoice) => {
              setSelected([]);
              setOpened({ kind: invoice.kind, documentId: invoice.id });
            }}
          />
        }
        tableProps={{
          size: 'small',
          cardProps: { bodyStyle: { padding: 0 } },
          rowSelection: {
            preserveSelectedRowKeys: true,
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
          },
        }}
      />
      <LazyDialog<DocumentDialogProps>
        load={loadDocumentDialog}
        open={opened !== null}
        title="Facture (brouillon)"
        width={1100}
        onClose={() => setOpened(null)}
        props={{
          agencyId,
          kind: opened?.kind ?? 'invoice',
          documentId: opened?.documentId ?? null,
          onOpen: (kind, documentId) => setOpened({ kind, documentId }),
        }}
      />
    </>
  );
}
