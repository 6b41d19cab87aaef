import { CATALOGUE_SEARCH_DEBOUNCE_MS, listResponseSchema, type ListResponse } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { callApi } from '../http/api-client.js';
import { useDebouncedValue } from '../table/use-debounced-value.js';

/** How many options a picker shows for one search. */
export const PICKER_PAGE_SIZE = 50;

export type PickerOptionsRequest<T> = {
  /** The list call on operations (`/agency/{id}/fetch/...`). */
  path: string;
  row: z.ZodType<T>;
  /** Sent with every search (a customer, for the site picker). */
  filters: Record<string, unknown>;
  /** What the user typed; searched 250 ms after the last key (spec 00 §9, 01 §9). */
  search: string;
  /** The chosen value: its option is fetched (`filters.ids`) when no search answered it. */
  value: string | undefined;
};

/** The options of a searchable picker: one page per search, plus the chosen value's own option. */
export function usePickerOptions<T extends { id: string }>(request: PickerOptionsRequest<T>) {
  const query = useDebouncedValue(request.search.trim(), CATALOGUE_SEARCH_DEBOUNCE_MS);
  const schema = listResponseSchema(request.row) as z.ZodType<ListResponse<T>>;
  const fetchPage = (filters: Record<string, unknown>, text: string, signal: AbortSignal) =>
    callApi('operations', request.path, {
      method: 'POST',
      body: { filters, limit: PICKER_PAGE_SIZE, ...(text ? { query: text } : {}) },
      schema,
      signal,
    });

  const list = useQuery({
    queryKey: ['operations', request.path, 'picker', request.filters, query],
    queryFn: ({ signal }) => fetchPage(request.filters, query, signal),
    placeholderData: keepPreviousData,
  });
  const listed = list.data?.data ?? [];
  const missing = request.value !== undefined && !listed.some((row) => row.id === request.value);
  const chosen = useQuery({
    queryKey: ['operations', request.path, 'picker-ids', request.value],
    enabled: missing,
    queryFn: ({ signal }) => fetchPage({ ids: [request.value] }, '', signal),
  });

  const rows = useMemo(() => {
    const extra = (chosen.data?.data ?? []).filter((row) => !listed.some((known) => known.id === row.id));
    return [...extra, ...listed];
  }, [listed, chosen.data]);
  return { rows, loading: list.isFetching };
}
