import { PeriodFilterInput } from '@portal/kit';
import { Form, Select } from 'antd';
import { ARTICLE_ORDER_STATUS_LABELS, ARTICLE_ORDER_STATUSES } from '@portal/contracts';
import type { FilterFormProps, ListFilters } from '@portal/kit';

const STATUS_OPTIONS = ARTICLE_ORDER_STATUSES.map((status) => ({
  value: status,
  label: ARTICLE_ORDER_STATUS_LABELS[status],
}));

const dayOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Above the orders: statuses (all but 'Annulée' when the screen opens) and the period of the order's date. */
export function ArticleOrderFilters({ filters, onChange }: FilterFormProps) {
  const set = (changes: ListFilters) => {
    const next: ListFilters = { ...filters, ...changes };
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
    }
    onChange(next);
  };
  const from = dayOf(filters['from']);
  const to = dayOf(filters['to']);
  return (
    <Form layout="inline" style={{ marginBottom: 8, rowGap: 0 }}>
      <Form.Item label="Statut" style={{ marginBottom: 8, flex: '1 1 260px', maxWidth: 420 }}>
        <Select
          mode="multiple"
          allowClear
          aria-label="Statut"
          placeholder="Toutes sauf annulées"
          options={STATUS_OPTIONS}
          value={Array.isArray(filters['status']) ? (filters['status'] as number[]) : []}
          onChange={(status: number[]) => set({ status })}
          maxTagCount="responsive"
        />
      </Form.Item>
      <PeriodFilterInput label="Du" value={from} bounds={{ to }} onChange={(next) => set({ from: next })} />
      <PeriodFilterInput label="Au" value={to} bounds={{ from }} onChange={(next) => set({ to: next })} />
    </Form>
  );
}
