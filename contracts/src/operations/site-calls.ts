import { z } from 'zod';
import type { CallTable } from '../common/calls.js';
import { listResponseSchema } from '../common/paging.js';
import {
  CustomerChoiceRequestSchema,
  CustomerChoiceSchema,
  CustomerSiteSchema,
  DeletedSitePhotoSchema,
  SaveSiteItemsSchema,
  SaveSiteSchema,
  SiteChoiceRequestSchema,
  SiteChoiceSchema,
  SiteItemsSchema,
  SiteListRequestSchema,
  SitePhotoListRequestSchema,
  SitePhotoSchema,
  SiteRowSchema,
  SiteSchema,
} from './sites.js';
import { SITE_PHOTO_TYPES, UploadSitePhotoQuerySchema } from './site-photos.js';

/**
 * Sites of the agency, their items and photos, and the customers read model for pickers (spec 01 §2
 * Sites, §3 Site, §5 site picker, §7 site calls; 00 §7 customer prefix). Another agency's site, or an
 * unknown one: 404 'Site introuvable'. Customer users reach their own customer's sites only, through
 * the `/customer/{id}` calls.
 */
export const SITE_CALLS = {
  /** The sites list (route `sites`): filters customerId and status, search, sort, paging. */
  list: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/sites',
    right: 'sites.list',
    body: SiteListRequestSchema,
    response: listResponseSchema(SiteRowSchema),
  },
  /** The site picker: active sites only, of one customer when given. */
  choices: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/site-choices',
    right: 'sites.list',
    body: SiteChoiceRequestSchema,
    response: listResponseSchema(SiteChoiceSchema),
  },
  /** The customer picker: active customers of operations' read model (billing.customer.* events). */
  customerChoices: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/customers',
    right: 'sites.list',
    body: CustomerChoiceRequestSchema,
    response: listResponseSchema(CustomerChoiceSchema),
  },
  /** 201 with the site; announces operations.site.created. */
  create: {
    method: 'POST',
    path: '/agency/:agencyId/site',
    right: 'sites.create',
    body: SaveSiteSchema,
    response: SiteSchema,
  },
  get: {
    method: 'GET',
    path: '/agency/:agencyId/site/:siteId',
    right: 'sites.list',
    response: SiteSchema,
  },
  /** Replaces the site; announces operations.site.updated. */
  update: {
    method: 'PUT',
    path: '/agency/:agencyId/site/:siteId',
    right: 'sites.edit',
    body: SaveSiteSchema,
    response: SiteSchema,
  },
  /** `:action` is one of SITE_ACTIONS (archive, deactivate, reactivate); announces operations.site.updated. */
  changeStatus: {
    method: 'PATCH',
    path: '/agency/:agencyId/site/:siteId/:action',
    right: 'sites.edit',
    response: SiteSchema,
  },
  /** The site's items ordered by position (01 §7, answered as `data`). */
  items: {
    method: 'GET',
    path: '/agency/:agencyId/site/:siteId/items',
    right: 'siteItems.list',
    response: SiteItemsSchema,
  },
  /** Replaces the ordered items (01 §7 'POST same with {id, items}'). */
  saveItems: {
    method: 'POST',
    path: '/agency/:agencyId/site/:siteId/items',
    right: 'siteItems.edit',
    body: SaveSiteItemsSchema,
    response: SiteItemsSchema,
  },
  /**
   * The image's bytes as the body: 201 with the photo; a type not allowed, or not what the bytes or
   * the name say → 'Le fichier est invalide'; above 25 Mo → 413, refused before it is read.
   */
  uploadPhoto: {
    method: 'POST',
    path: '/agency/:agencyId/site/:siteId/photos',
    right: 'sites.edit',
    query: UploadSitePhotoQuerySchema,
    upload: { types: SITE_PHOTO_TYPES },
    response: SitePhotoSchema,
  },
  /** The photo library (route `site-photos`), newest first; filter siteId. */
  photos: {
    method: 'POST',
    path: '/agency/:agencyId/fetch/site-photos',
    right: 'sites.list',
    body: SitePhotoListRequestSchema,
    response: listResponseSchema(SitePhotoSchema),
  },
  /** The image itself (binary, its own content type). */
  photo: {
    method: 'GET',
    path: '/agency/:agencyId/site-photo/:photoId',
    right: 'sites.list',
    response: z.instanceof(Blob),
  },
  deletePhoto: {
    method: 'DELETE',
    path: '/agency/:agencyId/site-photo/:photoId',
    right: 'sites.edit',
    response: DeletedSitePhotoSchema,
  },
  /** The customer's own sites (customerSites), read-only. */
  customerList: {
    method: 'POST',
    path: '/agency/:agencyId/customer/:customerId/fetch/sites',
    right: 'sites.list',
    body: SiteListRequestSchema,
    response: listResponseSchema(SiteRowSchema),
  },
  customerGet: {
    method: 'GET',
    path: '/agency/:agencyId/customer/:customerId/site/:siteId',
    right: 'sites.list',
    response: CustomerSiteSchema,
  },
} as const satisfies CallTable;
