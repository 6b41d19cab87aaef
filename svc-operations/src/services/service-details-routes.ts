import { Hono } from 'hono';
import { SERVICE_CALLS } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
  type Tx,
} from '@portal/service-kit';
import { readInAgency } from '../agencies/in-agency.js';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { listSiteItems } from '../sites/items-repo.js';
import { idParam } from '../sites/route-params.js';
import { findHistory } from './history.js';
import { replaceServiceAgent } from './replace-agent.js';
import { findService } from './repo.js';

const { replace, timeline, items } = SERVICE_CALLS;

/** The service's dialogs besides the editor: cover/replacement, timeline, site items. */
export function serviceDetailsRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: { req: { param: (name: 'agencyId') => string } }) => c.req.param('agencyId');
  const serviceId = (c: Parameters<typeof idParam>[0]) => idParam(c, 'serviceId', 'SERVICE_NOT_FOUND');
  /** Reads about one of the agency's services, 'Service introuvable.' otherwise. */
  const readService = <T>(
    c: Parameters<typeof idParam>[0],
    read: (tx: Tx, agency: string, service: { id: string; siteId: string }) => Promise<T>,
  ) => {
    const id = serviceId(c);
    const agency = c.req.param('agencyId') ?? '';
    return readInAgency(deps.sql, scopeOf(c.get('session')), agency, async (tx) => {
      const service = await findService(tx, agency, id);
      if (!service) throw new AppError('SERVICE_NOT_FOUND');
      return read(tx, agency, service);
    });
  };
  return new Hono<AppEnv>()
    .post(replace.path, auth, requireTenant, requireRight(replace.right), validate('json', replace.body), async (c) => {
      const id = serviceId(c);
      return c.json(
        await replaceServiceAgent(deps.sql, agencyId(c), id, c.req.valid('json'), writeContextOf(c, SERVICE_NAME)),
      );
    })
    .get(timeline.path, auth, requireTenant, requireRight(timeline.right), async (c) =>
      c.json({ data: await readService(c, (tx, agency, service) => findHistory(tx, agency, service.id)) }),
    )
    .get(items.path, auth, requireTenant, requireRight(items.right), async (c) =>
      c.json(
        await readService(c, async (tx, agency, service) => {
          const [site] = await tx<{ instructions: string }[]>`
            select instructions from sites where agency_id = ${agency} and id = ${service.siteId}`;
          return { data: await listSiteItems(tx, agency, service.siteId), instructions: site?.instructions ?? '' };
        }),
      ),
    );
}
