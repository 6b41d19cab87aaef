import { useState } from 'react';
import {
  BillableCustomerSummarySchema,
  type BillableCustomerSummary,
  type CommercialDocumentKind,
} from '@portal/contracts';
import { LazyDialog, ListTable, useAgencyId } from '@portal/kit';
import type { DocumentDialogProps } from '../commercial-documents/dialog/document-dialog.js';
import { billableCustomersPath, filtersOf, validFilters, type BillableFilters } from './billable-line-calls.js';
import { CUSTOMER_COLUMNS } from './billable-line-columns.js';
import { BillableFiltersBar } from './billable-filters-bar.js';
import { CustomerLinesTable } from './customer-lines-table.js';

const loadDocumentDialog = () => import('../commercial-documents/dialog/document-dialog.js');

type Opened = { kind: CommercialDocumentKind; documentId: string } | null;

/**
 * facturation/a-facturer (Facturation group): the finished services waiting to be invoiced, one
 * row per customer (count, hours, amount excl. tax); a row expanded, or clicked, shows its lines,
 * and the lines ticked become a draft invoice opened in the document dialog.
 */
export default function BillableLinesPage() {
  const agencyId = useAgencyId();
  const [filters, setFilters] = useState<BillableFilters>({});
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  // The draft invoice made from ticked lines, opened here: its customer's row may leave the list.
  const [opened, setOpened] = useState<Opened>(null);
  const sent = validFilters(filters);
  const toggle = (customerId: string) =>
    setExpanded((keys) =>
      keys.includes(customerId) ? keys.filter((key) => key !== customerId) : [...keys, customerId],
    );

  return (
    <>
      <BillableFiltersBar filters={filters} onChange={setFilters} />
      <ListTable<BillableCustomerSummary>
        pageKey="billable-lines"
        title="À facturer"
        service="billing"
        path={billableCustomersPath(agencyId)}
        rowKey="customerId"
        columns={CUSTOMER_COLUMNS}
        rowSchema={BillableCustomerSummarySchema}
        filters={{ base: filtersOf(sent) }}
        exportName="a-facturer"
        searchPlaceholder="Client"
        tableProps={{
          onRow: (row) => ({ onClick: () => toggle(row.customerId), style: { cursor: 'pointer' } }),
          expandable: {
            expandedRowKeys: [...expanded],
            onExpand: (_, row) => toggle(row.customerId),
            expandedRowRender: (row) => (
              <CustomerLinesTable
                customerId={row.customerId}
                customerName={row.customerName}
                filters={sent}
                onInvoiceCreated={(invoice) => setOpened({ kind: invoice.kind, documentId: invoice.id })}
              />
            ),
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
