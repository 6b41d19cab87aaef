import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { searchAgencies } from './agency-invoice-admin-calls.js';

const SEARCH_DELAY_MS = 250;

/** An agency chosen by typing its name (identity's list, searched as the person types). */
export function AgencyPicker(props: { value?: string; onChange?: (agencyId: string) => void }) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
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
