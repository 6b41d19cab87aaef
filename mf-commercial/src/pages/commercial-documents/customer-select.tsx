import { Select, Space, Tag, type SelectProps } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOGUE_SEARCH_DEBOUNCE_MS, CUSTOMER_CALLS, PROSPECT_LABEL, type CustomerRow } from '@portal/contracts';
import { callApi, useAgencyId, useDebouncedValue } from '@portal/kit';
import { pathOf } from './document-calls.js';

const OPTIONS_PAGE_SIZE = 50;

export type DocumentCustomerSelectProps = Omit<SelectProps<string>, 'value' | 'onChange' | 'options' | 'mode'> & {
  value?: string | null;
  onChange?: (customerId: string | undefined, customer?: CustomerRow) => void;
  /** Only active customers and prospects (a new document); otherwise every one (a filter). */
  activeOnly?: boolean;
  /** The name to show for the chosen customer before a search has listed him. */
  chosenName?: string;
};

/**
 * A customer of billing's list (`POST …/fetch/customers`), searched 250 ms after the last key
 * ignoring case and accents; prospects are tagged as such.
 */
export function DocumentCustomerSelect({
  value,
  onChange,
  activeOnly = false,
  chosenName,
  ...rest
}: DocumentCustomerSelectProps) {
  const agencyId = useAgencyId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const filters = activeOnly ? { status: [100] } : {};
  const customers = useQuery({
    queryKey: ['billing', 'document-customers', agencyId, filters, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      callApi('billing', pathOf(CUSTOMER_CALLS.list.path, { agencyId }), {
        method: 'POST',
        body: { filters, limit: OPTIONS_PAGE_SIZE, orderBy: 'name', ...(query ? { query } : {}) },
        schema: CUSTOMER_CALLS.list.response,
        signal,
      }),
  });
  const rows = customers.data?.data ?? [];
  const options = rows.map((customer) => ({
    value: customer.id,
    label: (
      <Space size={4}>
        {customer.name}
        {customer.prospect ? <Tag color="blue">{PROSPECT_LABEL}</Tag> : null}
      </Space>
    ),
    title: customer.name,
  }));
  if (value && chosenName && !rows.some((customer) => customer.id === value)) {
    options.unshift({ value, label: <>{chosenName}</>, title: chosenName });
  }
  return (
    <Select<string>
      showSearch
      allowClear
      filterOption={false}
      placeholder="Choisir un client"
      notFoundContent={customers.isFetching ? 'Chargement…' : 'Aucun client'}
      {...rest}
      loading={customers.isFetching}
      value={value ?? undefined}
      searchValue={search}
      onSearch={setSearch}
      onChange={(next: string | undefined) => {
        setSearch('');
        onChange?.(
          next,
          rows.find((customer) => customer.id === next),
        );
      }}
      options={options}
    />
  );
}
