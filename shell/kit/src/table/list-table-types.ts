import type { ProColumns } from '@ant-design/pro-components';
import type { ListRequest, ListResponse, Right, ServiceName } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { CallOptions } from '../http/api-client.js';

/** The filters of a list call (`ListRequest.filters`). */
export type ListFilters = Record<string, unknown>;

/** A cell of the Excel export. */
export type ExportCell = string | number | boolean | Date | null;

/**
 * A column of a list table: a ProTable column with a French `title` and a `dataIndex`, and:
 * - `right`: the column is shown only to users holding it;
 * - `sorter: true`: sorted by the service, on `sortKey` (the dataIndex by default);
 * - `filters` (or `valueEnum` with `filters: true`): header filter sent as `filters[filterKey]`
 *   (the dataIndex by default), as the list of chosen values;
 * - `exportValue` / `hideInExport`: what the Excel export writes for it.
 */
export type ListColumn<Row> = Omit<
  ProColumns<Row>,
  'title' | 'dataIndex' | 'sorter' | 'sortOrder' | 'filteredValue'
> & {
  title: string;
  dataIndex: string | string[];
  right?: Right;
  sorter?: boolean;
  sortKey?: string;
  filterKey?: string;
  exportValue?: (row: Row) => ExportCell;
  hideInExport?: boolean;
};

/** Same signature as `callApi` for a list call; tests and special screens inject their own. */
export type FetchPage<Row> = (
  service: ServiceName,
  path: string,
  options: CallOptions<ListResponse<Row>> & { method: 'POST'; body: ListRequest },
) => Promise<ListResponse<Row>>;

/** Writes an `.xlsx` file: the first row holds the French headers. */
export type ExcelWriter = (fileName: string, rows: ExportCell[][]) => Promise<void>;

export type FilterFormProps = { filters: ListFilters; onChange: (filters: ListFilters) => void };

export type ListTableFilters = {
  /** Always sent (the screen's scope, e.g. a customer's id); neither shown nor saved in presets. */
  base?: ListFilters;
  /** The filters when the screen opens without a favourite preset, and after 'Réinitialiser'. */
  initial?: ListFilters;
  /** A filter form above the table, bound to the current filters. */
  form?: (props: FilterFormProps) => ReactNode;
};

export type CreateAction = { label: string; right: Right; onClick: () => void };
