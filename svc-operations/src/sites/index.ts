import { Hono } from 'hono';
import type { AppEnv } from '@portal/service-kit';
import { customerRoutes } from '../customers/routes.js';
import type { OperationsDeps } from '../deps.js';
import { customerSiteRoutes } from './customer-routes.js';
import { siteItemRoutes } from './item-routes.js';
import { sitePhotoRoutes } from './photo-routes.js';
import { siteRoutes } from './routes.js';

export { PHOTO_UPLOAD } from './body-limit.js';

/** Every route of the sites feature and of the customer picker, to mount on the app. */
export function sitesFeatureRoutes(deps: OperationsDeps) {
  const app = new Hono<AppEnv>();
  for (const routes of [
    siteRoutes(deps),
    siteItemRoutes(deps),
    sitePhotoRoutes(deps),
    customerSiteRoutes(deps),
    customerRoutes(deps),
  ]) {
    app.route('/', routes);
  }
  return app;
}
