import { useState } from 'react';
import { BillableLineSchema, type BillableLine, type CommercialDocument } from '@portal/contracts';
import { ListTable, useAgencyId } from '@portal/kit';
import { billableLinesPath, filtersOf, type BillableFilters } from './billable-line-calls.js';
import { LINE_COLUMNS } from './billable-line-columns.js';
import { CreateInvoiceButton } from './create-invoice-button.js';

export type CustomerLinesTableProps = {
  customerId: string;
  customerName: string;
  /** The screen's period; the customer is this table's own. */
  filters: BillableFilters;
  /** The draft invoice made of ticked lines (the screen opens it: this table may go with its lines). */
  onInvoiceCreated: (invoice: CommercialDocument) => void;
};

/**
 * The lines to invoice of one customer, under its summary row (its own paging, sort and export);
 * the lines ticked become a draft invoice ('Créer la facture').
 */
export function CustomerLinesTable({ customerId, customerName, filters, onInvoiceCreated }: CustomerLinesTableProps) {
  const agencyId = useAgencyId();
  const [selected, setSelected] = useState<string[]>([]);
  return (
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
            onInvoiceCreated(invoice);
          }}
        />
      }
      tableProps={{
        size: 'small',
        cardProps: { bodyStyle: { padding: 0 } },
        // The count is on 'Créer la facture'.
        tableAlertRender: false,
        rowSelection: {
          preserveSelectedRowKeys: true,
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        },
      }}
    />
  );
}
