import { z } from 'zod';
import { ListRequestSchema } from '../common/paging.js';
import { ActiveStatusSchema } from '../roles.js';
import { AgencyActivitySchema } from './agency.js';

/** Columns the support's agency list may be sorted by. */
export const AGENCY_LIST_ORDER_BY = ['name', 'createdAt', 'city'] as const;
export const AgencyListOrderBySchema = z.enum(AGENCY_LIST_ORDER_BY);
export type AgencyListOrderBy = z.infer<typeof AgencyListOrderBySchema>;

/** Filters of the support's agency list: one value or several; null or absent means any. */
export const AgencyListFiltersSchema = z.strictObject({
  status: z
    .union([ActiveStatusSchema, z.array(ActiveStatusSchema).max(3)])
    .nullable()
    .optional(),
  activity: z
    .union([AgencyActivitySchema, z.array(AgencyActivitySchema).max(2)])
    .nullable()
    .optional(),
});
export type AgencyListFilters = z.infer<typeof AgencyListFiltersSchema>;

/**
 * `POST /admin/fetch/agencies`: the paging contract with the filters and sort columns it knows; the
 * query searches name, e-mail and city ignoring case and accents.
 */
export const AgencyListRequestSchema = ListRequestSchema.extend({
  filters: AgencyListFiltersSchema.default({}),
  orderBy: AgencyListOrderBySchema.optional(),
});
export type AgencyListRequest = z.infer<typeof AgencyListRequestSchema>;
