import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EXPORT_PAGE_SIZE, PAGE_SIZE_OPTIONS, SEARCH_QUERY_MAX_LENGTH } from '../constants.js';

/** Page sizes a list call accepts: the table's options, and the pages the Excel export fetches. */
export const LIST_LIMITS: readonly number[] = [...PAGE_SIZE_OPTIONS, EXPORT_PAGE_SIZE];

/** Body of every `POST .../fetch/{plural}` list call (spec 00 §7). */
export const ListRequestSchema = z.strictObject({
  filters: z.record(z.string(), z.unknown()).default({}),
  page: z.int().min(1).default(1),
  limit: z
    .int()
    .refine((n) => LIST_LIMITS.includes(n), { message: 'Format invalide' })
    .default(DEFAULT_PAGE_SIZE),
  orderBy: z.string().max(64).optional(),
  ascending: z.boolean().default(true),
  query: z.string().max(SEARCH_QUERY_MAX_LENGTH).optional(),
});
export type ListRequest = z.infer<typeof ListRequestSchema>;

/** Answer of every list call: one page of rows and the count matching the filters. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), filteredCount: z.int().min(0) });
}
export type ListResponse<T> = { data: T[]; filteredCount: number };

export function pageOffset(request: Pick<ListRequest, 'page' | 'limit'>): number {
  return (request.page - 1) * request.limit;
}
