import { DEFAULT_PAGE_SIZE } from '@portal/contracts';
import { useMemo, useState } from 'react';
import type { ListFilters } from './list-table-types.js';
import type { TableConfig } from './table-config.js';

/** What the user chose on a list screen; sent as the paging contract's body. */
export type ListState = {
  page: number;
  limit: number;
  /** Key of the column sorted on, if any. */
  sortColumn?: string;
  ascending: boolean;
  filters: ListFilters;
  query: string;
};

/** Paging, sort, filters and search of a list; any change but the page goes back to page 1. */
export function useListState(initial: { filters: ListFilters; config: TableConfig; pageSize?: number }) {
  const [state, setState] = useState<ListState>(() => ({
    page: 1,
    limit: initial.config.pageSize ?? initial.pageSize ?? DEFAULT_PAGE_SIZE,
    ...(initial.config.sortColumn ? { sortColumn: initial.config.sortColumn } : {}),
    ascending: initial.config.ascending ?? true,
    filters: initial.filters,
    query: '',
  }));

  const actions = useMemo(
    () => ({
      setPage: (page: number) => setState((current) => ({ ...current, page })),
      setLimit: (limit: number) => setState((current) => ({ ...current, limit, page: 1 })),
      setSort: (sortColumn: string | undefined, ascending: boolean) =>
        setState(({ sortColumn: _previous, ...current }) => ({
          ...current,
          ...(sortColumn ? { sortColumn } : {}),
          ascending,
          page: 1,
        })),
      setFilters: (filters: ListFilters) => setState((current) => ({ ...current, filters, page: 1 })),
      setQuery: (query: string) =>
        setState((current) => (current.query === query ? current : { ...current, query, page: 1 })),
      /** A configuration just saved: its page size and default sort apply at once. */
      applyConfig: (config: TableConfig) =>
        setState(({ sortColumn: _previous, ...current }) => ({
          ...current,
          limit: config.pageSize ?? current.limit,
          ...(config.sortColumn ? { sortColumn: config.sortColumn } : {}),
          ascending: config.ascending ?? true,
          page: 1,
        })),
    }),
    [],
  );
  return [state, actions] as const;
}
