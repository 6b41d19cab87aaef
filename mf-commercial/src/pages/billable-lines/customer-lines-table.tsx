import { BillableLineSchema, type BillableLine } from '@portal/contracts';
import { ListTable, useAgencyId } from '@portal/kit';
import { billableLinesPath, filtersOf, type BillableFilters } from './billable-line-calls.js';
import { LINE_COLUMNS } from './billable-line-columns.js';

export type CustomerLinesTableProps = {
  customerId: string;
  customerName: string;
  /** The screen's period; the customer is this table's own. */
  filters: BillableFilters;
};

/** The lines to invoice of one customer, under its summary row (its own paging, sort and export). */
export function CustomerLinesTable({ customerId, customerName, filters }: CustomerLinesTableProps) {
  const agencyId = useAgencyId();
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
      tableProps={{ size: 'small', cardProps: { bodyStyle: { padding: 0 } } }}
    />
  );
}
