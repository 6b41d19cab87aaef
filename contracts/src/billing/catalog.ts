import { z } from 'zod';
import { IdSchema } from '../common/ids.js';
import { ListRequestSchema } from '../common/paging.js';
import { requiredText } from '../common/validation.js';
import { PriceUnitSchema, UnitPriceSchema, VatRateSchema } from './pricing.js';

/**
 * The agency's article catalogue (spec 02 §2 serviceCatalog, §3 Task price, §9 price units): what a
 * commercial document's row is filled from. An article without a customer is the agency's ('Articles
 * Agence'); one with a customer is that customer's own article or price ('Articles Client').
 */

// ---- Enumerations and their French labels -------------------------------------------------------

/** An archived article stays on the documents that used it but is no longer offered. */
export const CATALOG_ITEM_STATUSES = ['active', 'archived'] as const;
export const CatalogItemStatusSchema = z.enum(CATALOG_ITEM_STATUSES);
export type CatalogItemStatus = z.infer<typeof CatalogItemStatusSchema>;
export const CATALOG_ITEM_STATUS_LABELS: Record<CatalogItemStatus, string> = { active: 'Actif', archived: 'Archivé' };

/** The two tabs of the add-catalogue-items dialog (02 §2 Dialogs). */
export const CATALOG_SCOPES = ['agency', 'customer'] as const;
export type CatalogScope = (typeof CATALOG_SCOPES)[number];
export const CATALOG_SCOPE_LABELS: Record<CatalogScope, string> = {
  agency: 'Articles Agence',
  customer: 'Articles Client',
};

// ---- Field rules shared by the form and the service ---------------------------------------------

export const CatalogDesignationSchema = requiredText(200);
export const CatalogDescriptionSchema = z.string().trim().max(2000);
export const CatalogSpecialtySchema = z.string().trim().max(60);

// ---- Article ------------------------------------------------------------------------------------

/**
 * `POST /agency/{id}/catalog-item`: without `id` it creates (catalog.create), with `id` it replaces the
 * article (catalog.edit). `customerId` null makes it an agency article; set, the article of that
 * customer of the agency.
 */
export const SaveCatalogItemSchema = z.strictObject({
  id: IdSchema.optional(),
  designation: CatalogDesignationSchema,
  description: CatalogDescriptionSchema.default(''),
  unitPrice: UnitPriceSchema,
  priceUnit: PriceUnitSchema,
  vatRate: VatRateSchema.default('20.00'),
  specialty: CatalogSpecialtySchema.default(''),
  customerId: IdSchema.nullable().default(null),
  status: CatalogItemStatusSchema.default('active'),
});
export type SaveCatalogItem = z.infer<typeof SaveCatalogItemSchema>;
export type SaveCatalogItemInput = z.input<typeof SaveCatalogItemSchema>;

/** An article as billing answers it, in the list and after a save; `customerName` for a customer's article. */
export const CatalogItemSchema = z.object({
  id: IdSchema,
  designation: z.string(),
  description: z.string(),
  unitPrice: z.string(),
  priceUnit: PriceUnitSchema,
  vatRate: VatRateSchema,
  specialty: z.string(),
  customerId: IdSchema.nullable(),
  customerName: z.string().nullable(),
  status: CatalogItemStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CatalogItem = z.infer<typeof CatalogItemSchema>;

/** What importing the default catalogue did: articles added, and those already there by designation. */
export const CatalogImportResultSchema = z.object({ added: z.int().min(0), skipped: z.int().min(0) });
export type CatalogImportResult = z.infer<typeof CatalogImportResultSchema>;

// ---- List ---------------------------------------------------------------------------------------

export const CATALOG_LIST_ORDER_BY = [
  'designation',
  'unitPrice',
  'priceUnit',
  'vatRate',
  'specialty',
  'status',
  'createdAt',
] as const;
export const CatalogListOrderBySchema = z.enum(CATALOG_LIST_ORDER_BY);
export type CatalogListOrderBy = z.infer<typeof CatalogListOrderBySchema>;

const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max)])
    .nullable()
    .optional();

/**
 * Filters of the catalogue: `customerId` null keeps the agency's articles, an id that customer's
 * own, absent both; `specialty` matches ignoring case and accents; the others one value or several.
 */
export const CatalogListFiltersSchema = z.strictObject({
  customerId: IdSchema.nullable().optional(),
  priceUnit: oneOrMany(PriceUnitSchema, 3),
  specialty: oneOrMany(CatalogSpecialtySchema, 20),
  status: oneOrMany(CatalogItemStatusSchema, 2),
});
export type CatalogListFilters = z.infer<typeof CatalogListFiltersSchema>;

/**
 * `POST /agency/{id}/fetch/catalog-items`: the paging contract with these filters and sort columns;
 * the query searches the designation and the description ignoring case and accents.
 */
export const CatalogListRequestSchema = ListRequestSchema.extend({
  filters: CatalogListFiltersSchema.default({}),
  orderBy: CatalogListOrderBySchema.optional(),
});
export type CatalogListRequest = z.infer<typeof CatalogListRequestSchema>;
