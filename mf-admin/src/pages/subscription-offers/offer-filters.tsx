import { Flex, Select } from 'antd';
import {
  SUBSCRIPTION_OFFER_CATEGORY_LABELS,
  SUBSCRIPTION_OFFER_STATUS_LABELS,
  SUBSCRIPTION_OFFER_TYPE_LABELS,
} from '@portal/contracts';
import type { FilterFormProps } from '@portal/kit';

const optionsOf = <K extends string | number>(labels: Record<K, string>, numeric: boolean) =>
  Object.entries<string>(labels).map(([value, label]) => ({ value: numeric ? Number(value) : value, label }));

const FILTERS = [
  { key: 'type', label: 'Type', options: optionsOf(SUBSCRIPTION_OFFER_TYPE_LABELS, true) },
  { key: 'category', label: 'Catégorie', options: optionsOf(SUBSCRIPTION_OFFER_CATEGORY_LABELS, false) },
  { key: 'status', label: 'Statut', options: optionsOf(SUBSCRIPTION_OFFER_STATUS_LABELS, true) },
] as const;

/** Above the offers, in both views: type, category and status, several values each. */
export function OfferFilters({ filters, onChange }: FilterFormProps) {
  const choose = (key: string, values: unknown[]) => {
    const { [key]: _old, ...rest } = filters;
    onChange(values.length > 0 ? { ...rest, [key]: values } : rest);
  };
  return (
    <Flex wrap gap={8} style={{ marginBottom: 8 }}>
      {FILTERS.map((filter) => (
        <Select
          key={filter.key}
          mode="multiple"
          allowClear
          aria-label={filter.label}
          placeholder={filter.label}
          options={filter.options}
          value={Array.isArray(filters[filter.key]) ? (filters[filter.key] as unknown[]) : []}
          onChange={(values: unknown[]) => choose(filter.key, values)}
          maxTagCount="responsive"
          style={{ flex: '1 1 200px', minWidth: 0, maxWidth: 360 }}
        />
      ))}
    </Flex>
  );
}
