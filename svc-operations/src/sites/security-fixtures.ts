import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { addCustomer, createSiteThroughApi, imageBytes, siteBody, uploadPhoto } from './testing/fixtures.js';

/** The customer of the agency under test that the suite's site bodies name. */
const SUITE_CUSTOMER_ID = '0196f1c0-5e0c-7a11-8c4e-5ec0c0570001';

/** A valid body for each sites route, for the generated security suite (app.security.test.ts). */
export const SITE_ROUTE_BODIES: Record<string, unknown> = {
  'POST /agency/:agencyId/fetch/sites': {},
  'POST /agency/:agencyId/fetch/site-choices': {},
  'POST /agency/:agencyId/fetch/customers': {},
  'POST /agency/:agencyId/site': siteBody(SUITE_CUSTOMER_ID, { name: 'Site créé par la suite' }),
  'PUT /agency/:agencyId/site/:siteId': siteBody(SUITE_CUSTOMER_ID, { name: 'Site modifié par la suite' }),
  'POST /agency/:agencyId/site/:siteId/items': { items: [{ label: 'Clés', position: 0 }] },
  'POST /agency/:agencyId/fetch/site-photos': {},
  'POST /agency/:agencyId/customer/:customerId/fetch/sites': {},
};

/** The file the suite sends to the photo upload (its body is the image itself). */
export const SITE_ROUTE_UPLOADS = {
  'POST /agency/:agencyId/site/:siteId/photos': {
    fileName: 'suite.png',
    contentType: 'image/png',
    bytes: imageBytes('png'),
  },
};

/**
 * A customer, one of its sites and a photo of it in the agency under test, for the routes naming
 * them. The suite's `action` (another feature's) must be one of the site actions: deactivate is.
 */
export async function siteRouteParams(h: AgencyServiceHarness, agencyId: string) {
  await addCustomer(h, agencyId, { customerId: SUITE_CUSTOMER_ID, name: 'Client de la suite' });
  const site = await createSiteThroughApi(h, agencyId, siteBody(SUITE_CUSTOMER_ID, { name: 'Site de la suite' }));
  const photo = await uploadPhoto(
    h,
    { agencyId, siteId: site.id, token: await h.tokenFor(agencyId) },
    SITE_ROUTE_UPLOADS['POST /agency/:agencyId/site/:siteId/photos'],
  );
  if (photo.status !== 201) throw new Error(`photo fixture not created: ${JSON.stringify(photo.body)}`);
  return { siteId: site.id, photoId: (photo.body as { id: string }).id, customerId: SUITE_CUSTOMER_ID };
}
