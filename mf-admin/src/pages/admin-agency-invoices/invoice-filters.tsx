import { PeriodFilterInput } from '@portal/kit';
import { Form, Select } from 'antd';
import type { FilterFormProps, ListFilters } from '@portal/kit';
import { INVOICE_STATUS_OPTIONS } from './invoice-columns.js';

const dayOf = (value: unknown) => (typeof value === 'string' ? value : null);

/** Above the invoices: their statuses and the period of their date. */
export function InvoiceFilters({ filters, onChange }: FilterFormProps) {
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
          placeholder="Tous"
          options={INVOICE_STATUS_OPTIONS}
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
