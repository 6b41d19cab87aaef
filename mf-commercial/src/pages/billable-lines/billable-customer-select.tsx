import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BILLABLE_LINE_CALLS, CATALOGUE_SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';
import { billableCustomersPath } from './billable-line-calls.js';

const OPTIONS_PAGE_SIZE = 50;

export type BillableCustomerSelectProps = {
  value: string | null | undefined;
  onChange: (customerId: string | null) => void;
  /** The period chosen: only customers with lines to invoice in it are offered. */
  period: { from?: string | null; to?: string | null };
};

/**
 * The 'Client' filter: a searchable choice among the customers with lines to invoice, from billing's
 * own summary (the screen calls its service only); the search waits 250 ms after the last key.
 */
export function BillableCustomerSelect({ value, onChange, period }: BillableCustomerSelectProps) {
  const agencyId = useAgencyId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), CATALOGUE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const filters = { ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) };
  const customers = useQuery({
    queryKey: ['billing', billableCustomersPath(agencyId), 'choices', filters, query],
    queryFn: ({ signal }) =>
      callApi('billing', billableCustomersPath(agencyId), {
        method: 'POST',
        body: { filters, limit: OPTIONS_PAGE_SIZE, ...(query ? { query } : {}) },
        schema: BILLABLE_LINE_CALLS.byCustomer.response,
        signal,
      }),
  });
  return (
    <Select<string>
      aria-label="Client"
      allowClear
      showSearch
      filterOption={false}
      placeholder="Tous les clients"
      notFoundContent="Aucun client à facturer"
      style={{ width: 260 }}
      loading={customers.isFetching}
      value={value ?? undefined}
      onSearch={setSearch}
      onChange={(customerId) => onChange(customerId ?? null)}
      options={(customers.data?.data ?? []).map((row) => ({ value: row.customerId, label: row.customerName }))}
    />
  );
}
