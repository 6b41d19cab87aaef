import { CustomerChoiceSchema, type CustomerChoice } from '@portal/contracts';
import type { SelectProps } from 'antd';
import { useState } from 'react';
import { useAgencyId } from '../session/hooks.js';
import { RemoteSelect } from './remote-select.js';
import { usePickerOptions } from './use-picker-options.js';

export type CustomerPickerProps = Omit<SelectProps<string>, 'value' | 'onChange' | 'options' | 'mode'> & {
  value?: string | null;
  onChange?: (value: string | undefined, customer?: CustomerChoice) => void;
};

/** How a customer reads in the picker: name and number, prospects said so. */
export function customerChoiceLabel(customer: CustomerChoice): string {
  return `${customer.name} (${customer.customerNumber})${customer.prospect ? ' – prospect' : ''}`;
}

/**
 * A searchable choice among the agency's active customers, from operations' read model
 * (`POST /agency/{id}/fetch/customers`); the search ignores case and accents and waits 250 ms.
 */
export function CustomerPicker({ value, onChange, placeholder, ...rest }: CustomerPickerProps) {
  const agencyId = useAgencyId();
  const [search, setSearch] = useState('');
  const { rows, loading } = usePickerOptions({
    path: `/agency/${agencyId}/fetch/customers`,
    row: CustomerChoiceSchema,
    filters: {},
    search,
    value: value ?? undefined,
  });
  return (
    <RemoteSelect<CustomerChoice>
      placeholder={placeholder ?? 'Choisir un client'}
      emptyText="Aucun client"
      {...rest}
      value={value}
      onChange={onChange}
      rows={rows}
      loading={loading}
      search={search}
      onSearch={setSearch}
      labelOf={customerChoiceLabel}
    />
  );
}
