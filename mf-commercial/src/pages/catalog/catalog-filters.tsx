import { Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { CATALOG_SCOPE_LABELS, CATALOGUE_SEARCH_DEBOUNCE_MS } from '@portal/contracts';
import type { FilterFormProps } from '@portal/kit';
import { CatalogCustomerSelect } from './catalog-customer-select.js';

/** The select's value standing for the agency's own articles (`customerId: null`). */
const AGENCY = 'agency';

/**
 * Above the catalogue: whose articles (the agency's, one customer's, or all when cleared) and the
 * specialty (case and accents ignored).
 */
export function CatalogFilters({ filters, onChange }: FilterFormProps) {
  const customerId = filters['customerId'];
  const scope = customerId === null ? AGENCY : typeof customerId === 'string' ? customerId : undefined;
  const specialty = typeof filters['specialty'] === 'string' ? filters['specialty'] : '';
  const [typed, setTyped] = useState(specialty);
  useEffect(() => setTyped(specialty), [specialty]);
  useEffect(() => {
    if (typed.trim() === specialty) return;
    const timer = setTimeout(() => {
      const { specialty: _old, ...rest } = filters;
      onChange(typed.trim() ? { ...rest, specialty: typed.trim() } : rest);
    }, CATALOGUE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, specialty, filters, onChange]);

  const chooseScope = (value: string | null) => {
    const { customerId: _old, ...rest } = filters;
    if (value === null) onChange(rest);
    else onChange({ ...rest, customerId: value === AGENCY ? null : value });
  };
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <CatalogCustomerSelect
        ariaLabel="Articles"
        placeholder="Tous les articles"
        value={scope ?? null}
        onChange={chooseScope}
        agencyOption={{ value: AGENCY, label: CATALOG_SCOPE_LABELS.agency }}
        style={{ width: 280 }}
      />
      <Input
        aria-label="Spécialité"
        placeholder="Spécialité"
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ width: 200 }}
      />
    </Space>
  );
}
