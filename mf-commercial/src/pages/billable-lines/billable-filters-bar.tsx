import { PeriodFilterInput } from '@portal/kit';
import { Form } from 'antd';
import { fr } from '@portal/contracts';
import { BillableCustomerSelect } from './billable-customer-select.js';
import { validFilters, type BillableFilters } from './billable-line-calls.js';

export type BillableFiltersBarProps = { filters: BillableFilters; onChange: (filters: BillableFilters) => void };

/** Above the summary: the customer and the period ('Du', 'Au') the services finished in. */
export function BillableFiltersBar({ filters, onChange }: BillableFiltersBarProps) {
  const set = (key: keyof BillableFilters, value: string | null) => {
    const { [key]: _previous, ...rest } = filters;
    onChange(value ? { ...rest, [key]: value } : rest);
  };
  const reversed = Boolean(filters.from && filters.to && filters.to < filters.from);
  return (
    <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
      <Form.Item label="Client" style={{ marginBottom: 8 }}>
        <BillableCustomerSelect
          value={filters.customerId}
          onChange={(customerId) => set('customerId', customerId)}
          period={validFilters(filters)}
        />
      </Form.Item>
      <PeriodFilterInput label="Du" value={filters.from} onChange={(from) => set('from', from)} />
      <PeriodFilterInput
        label="Au"
        value={filters.to}
        onChange={(to) => set('to', to)}
        error={reversed ? fr.END_BEFORE_START : null}
      />
    </Form>
  );
}
