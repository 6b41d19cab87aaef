import { useState } from 'react';
import { BillableCustomerSummarySchema, type BillableCustomerSummary } from '@portal/contracts';
import { ListTable, useAgencyId } from '@portal/kit';
import { billableCustomersPath, filtersOf, validFilters, type BillableFilters } from './billable-line-calls.js';
import { CUSTOMER_COLUMNS } from './billable-line-columns.js';
import { BillableFiltersBar } from './billable-filters-bar.js';
import { CustomerLinesTable } from './customer-lines-table.js';

/**
 * facturation/a-facturer (Facturation group): the finished services waiting to be invoiced, one
 * row per customer (count, hours, amount excl. tax); a row expanded, or clicked, shows its lines.
 */
export default function BillableLinesPage() {
  const agencyId = useAgencyId();
  const [filters, setFilters] = useState<BillableFilters>({});
  const [expanded, setExpanded] = useState<readonly string[]>([]);
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
              <CustomerLinesTable customerId={row.customerId} customerName={row.customerName} filters={sent} />
            ),
          },
        }}
      />
    </>
  );
}
