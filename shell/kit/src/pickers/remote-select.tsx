import { Select, type SelectProps } from 'antd';

export type RemoteSelectProps<Row extends { id: string }> = Omit<
  SelectProps<string>,
  'value' | 'onChange' | 'options' | 'mode' | 'searchValue' | 'onSearch'
> & {
  value?: string | null;
  onChange?: (value: string | undefined, row?: Row) => void;
  /** The options the service answered for the current search. */
  rows: readonly Row[];
  loading: boolean;
  search: string;
  onSearch: (text: string) => void;
  labelOf: (row: Row) => string;
  /** What shows when the search answers nothing ('Aucun client'). */
  emptyText: string;
};

/** A single choice searched on the service (the service filters, not the select), cleared by its cross. */
export function RemoteSelect<Row extends { id: string }>({
  value,
  onChange,
  rows,
  loading,
  search,
  onSearch,
  labelOf,
  emptyText,
  ...rest
}: RemoteSelectProps<Row>) {
  return (
    <Select<string>
      showSearch
      allowClear
      filterOption={false}
      notFoundContent={loading ? 'Chargement…' : emptyText}
      {...rest}
      loading={loading}
      value={value ?? undefined}
      searchValue={search}
      onSearch={onSearch}
      onChange={(next: string | undefined) => {
        onSearch('');
        onChange?.(
          next,
          rows.find((row) => row.id === next),
        );
      }}
      options={rows.map((row) => ({ value: row.id, label: labelOf(row) }))}
    />
  );
}
