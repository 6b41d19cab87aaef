import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CATALOGUE_SEARCH_DEBOUNCE_MS, CUSTOMER_CALLS } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';

const OPTIONS_PAGE_SIZE = 50;

export type CatalogCustomerSelectProps = {
  value?: string | null;
  onChange?: (customerId: string | null) => void;
  /** The chosen customer's name, shown before the search has answered it. */
  knownName?: string | null;
  placeholder: string;
  ariaLabel: string;
  /** An option standing for the agency's own articles ('Articles Agence'), first in the list. */
  agencyOption?: { value: string; label: string };
  style?: React.CSSProperties;
};

/**
 * A searchable choice among the agency's active customers and prospects, from billing's own list
 * (`POST …/fetch/customers`); the search waits 250 ms after the last key.
 */
export function CatalogCustomerSelect(props: CatalogCustomerSelectProps) {
  const agencyId = useAgencyId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), CATALOGUE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const path = `/agency/${agencyId}/fetch/customers`;
  const customers = useQuery({
    queryKey: ['billing', path, 'catalog-choices', query],
    queryFn: ({ signal }) =>
      callApi('billing', path, {
        method: 'POST',
        body: { filters: { status: [100] }, limit: OPTIONS_PAGE_SIZE, ...(query ? { query } : {}) },
        schema: CUSTOMER_CALLS.list.response,
        signal,
      }),
  });
  const listed = (customers.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }));
  const chosen =
    props.value && props.knownName && !listed.some((option) => option.value === props.value)
      ? [{ value: props.value, label: props.knownName }]
      : [];
  const agency = props.agencyOption && !query ? [props.agencyOption] : [];
  return (
    <Select<string>
      aria-label={props.ariaLabel}
      allowClear
      showSearch
      filterOption={false}
      placeholder={props.placeholder}
      notFoundContent="Aucun client"
      style={props.style}
      loading={customers.isFetching}
      value={props.value ?? undefined}
      onSearch={setSearch}
      onChange={(customerId) => props.onChange?.(customerId ?? null)}
      options={[...agency, ...chosen, ...listed]}
    />
  );
}
