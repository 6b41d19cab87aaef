import { Hono, type Context } from 'hono';
import { CUSTOMER_FIELD_CALLS } from '@portal/contracts';
import { authenticate, requireRight, requireTenant, scopeOf, validate, type AppEnv } from '@portal/service-kit';
import { readInAgency } from '../agencies/in-agency.js';
import { knownCustomer } from '../customers/known-customer.js';
import type { OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { photoAnswer } from './attachment-routes.js';
import { attachmentContent } from './attachments.js';
import { customerChainEntries, listCustomerEvents } from './customer-events.js';
import { verifyChain } from './main-courante.js';
import { requireSite } from './require-site.js';

const { customerEvents, customerVerifyMainCourante, customerExportMainCourante, customerAttachment } =
  CUSTOMER_FIELD_CALLS;

/**
 * customerMc (00 §2.5, customer prefix): the main courante of the customer's own sites, read-only.
 * `requireTenant` answers 404 for another customer's id, `knownCustomer` for a customer not of the
 * agency, and each call is bounded by the path's customer: his sites, the types they show him.
 */
export function customerFieldRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const customer = knownCustomer(deps.sql);
  const agencyId = (c: Context<AppEnv>) => c.req.param('agencyId') ?? '';
  const customerId = (c: Context<AppEnv>) => idParam(c, 'customerId', 'CUSTOMER_NOT_FOUND');
  const read = <T>(c: Context<AppEnv>, work: Parameters<typeof readInAgency<T>>[3]) =>
    readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), work);

  return new Hono<AppEnv>()
    .post(
      customerEvents.path,
      auth,
      requireTenant,
      requireRight(customerEvents.right),
      customer,
      validate('json', customerEvents.body),
      async (c) =>
        c.json(await read(c, (tx) => listCustomerEvents(tx, agencyId(c), customerId(c), c.req.valid('json')))),
    )
    .get(
      customerVerifyMainCourante.path,
      auth,
      requireTenant,
      requireRight(customerVerifyMainCourante.right),
      customer,
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        return c.json(
          await read(c, async (tx) => {
            await requireSite(tx, agencyId(c), siteId, customerId(c));
            return verifyChain(tx, agencyId(c), siteId);
          }),
        );
      },
    )
    .get(
      customerExportMainCourante.path,
      auth,
      requireTenant,
      requireRight(customerExportMainCourante.right),
      customer,
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        const entries = await read(c, (tx) => customerChainEntries(tx, agencyId(c), customerId(c), siteId));
        return c.json({ chainId: siteId, entries });
      },
    )
    .get(customerAttachment.path, auth, requireTenant, requireRight(customerAttachment.right), customer, async (c) => {
      const id = idParam(c, 'attachmentId', 'FIELD_ATTACHMENT_NOT_FOUND');
      const reader = { kind: 'customer' as const, customerId: customerId(c) };
      return photoAnswer(c, await attachmentContent(deps.sql, scopeOf(c.get('session')), agencyId(c), id, reader));
    });
}
