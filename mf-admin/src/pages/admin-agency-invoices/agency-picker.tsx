import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { CATALOGUE_SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import { useDebouncedValue } from '@portal/kit';
import { searchAgencies } from './agency-invoice-admin-calls.js';

/** An agency chosen by typing its name (identity's list, searched 250 ms after the last key). */
export function AgencyPicker(props: { value?: string; onChange?: (agencyId: string) => void }) {
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const agencies = useQuery({ queryKey: ['identity', 'agency-picker', query], queryFn: () => searchAgencies(query) });
  return (
    <Select
      aria-label="Agence"
      placeholder="Rechercher une agence"
      showSearch
      filterOption={false}
      onSearch={setTyped}
      options={agencies.data ?? []}
      loading={agencies.isFetching}
      value={props.value}
      onChange={(agencyId: string) => props.onChange?.(agencyId)}
      notFoundContent={agencies.isFetching ? 'Recherche…' : 'Aucune agence'}
    />
  );
}
