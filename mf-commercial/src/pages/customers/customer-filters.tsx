import { Segmented } from 'antd';
import { CUSTOMER_KIND_LABELS } from '@portal/contracts';
import type { FilterFormProps } from '@portal/kit';

type Kind = 'all' | 'customer' | 'prospect';

const OPTIONS: { value: Kind; label: string }[] = [
  { value: 'all', label: 'Tous' },
  { value: 'customer', label: 'Clients' },
  { value: 'prospect', label: 'Prospects' },
];

function kindOf(filters: FilterFormProps['filters']): Kind {
  const chosen = filters['prospect'];
  const values = Array.isArray(chosen) ? chosen : chosen === undefined || chosen === null ? [] : [chosen];
  if (values.length !== 1) return 'all';
  return values[0] === true ? 'prospect' : 'customer';
}

/** Above the customers list: everyone, clients only or prospects only (filter `prospect`). */
export function CustomerFilters({ filters, onChange }: FilterFormProps) {
  return (
    <Segmented<Kind>
      aria-label={`${CUSTOMER_KIND_LABELS.customer} ou ${CUSTOMER_KIND_LABELS.prospect}`}
      style={{ marginBottom: 12 }}
      value={kindOf(filters)}
      options={OPTIONS}
      onChange={(kind) => {
        const { prospect: _previous, ...rest } = filters;
        onChange(kind === 'all' ? rest : { ...rest, prospect: [kind === 'prospect'] });
      }}
    />
  );
}
