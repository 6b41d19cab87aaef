import { Hono } from 'hono';
import { CATALOG_CALLS } from '@portal/contracts';
import {
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { idParam, provisionedAgency, saveRight } from '../customers/guards.js';
import { SERVICE_NAME, type BillingDeps } from '../deps.js';
import { createCatalogItem } from './create-catalog-item.js';
import { deleteCatalogItem } from './delete-catalog-item.js';
import { findCatalogItems } from './find-catalog-items.js';
import { importDefaultCatalog } from './import-default-catalog.js';
import { updateCatalogItemWith } from './update-catalog-item.js';

const { list, save, update, delete: remove, import: importDefault } = CATALOG_CALLS;

/**
 * The article catalogue (CATALOG_CALLS of contracts): every route checks the token, the tenant
 * (another agency → 404; a customer user, whose routes are under /customer/{id} → 404), the right,
 * that billing knows the agency, then the input.
 */
export function catalogRoutes(deps: BillingDeps) {
  const auth = authenticate(deps.verify);
  const agency = provisionedAgency(deps.sql);
  return new Hono<AppEnv>()
    .post(list.path, auth, requireTenant, requireRight(list.right), agency, validate('json', list.body), async (c) =>
      c.json(await findCatalogItems(deps.sql, scopeOf(c.get('session')), c.req.param('agencyId'), c.req.valid('json'))),
    )
    .post(
      save.path,
      auth,
      requireTenant,
      saveRight(save.right, update.right),
      agency,
      validate('json', save.body),
      async (c) => {
        const input = c.req.valid('json');
        const agencyId = c.req.param('agencyId');
        const context = writeContextOf(c, SERVICE_NAME);
        if (input.id === undefined) return c.json(await createCatalogItem(deps.sql, agencyId, input, context), 201);
        return c.json(await updateCatalogItemWith(deps.sql, agencyId, input.id, input, context));
      },
    )
    .delete(
      remove.path,
      auth,
      requireTenant,
      requireRight(remove.right),
      agency,
      idParam('catalogItemId', 'CATALOG_ITEM_NOT_FOUND'),
      async (c) => {
        await deleteCatalogItem(
          deps.sql,
          c.req.param('agencyId'),
          c.req.param('catalogItemId'),
          writeContextOf(c, SERVICE_NAME),
        );
        return c.body(null, 204);
      },
    )
    .post(importDefault.path, auth, requireTenant, requireRight(importDefault.right), agency, async (c) =>
      c.json(await importDefaultCatalog(deps.sql, c.req.param('agencyId'), writeContextOf(c, SERVICE_NAME))),
    );
}
