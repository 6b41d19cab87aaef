import { Hono, type Context } from 'hono';
import { FIELD_CALLS, ServiceEventTypeKeySchema, type FieldMessage } from '@portal/contracts';
import {
  AppError,
  authenticate,
  requireRight,
  requireRole,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { readInAgency, writeInAgency } from '../agencies/in-agency.js';
import { provisionedAgencyFirst } from '../agencies/require-agency.js';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { settingsStore } from '../settings/repo.js';
import { idParam } from '../sites/route-params.js';
import { applyFieldMessages } from './apply-field-messages.js';
import { deleteEvent } from './declared-events.js';
import { agentDayServices } from './field-service-repo.js';
import { listEvents } from './list-events.js';
import { requireSite } from './require-site.js';
import { chainEntries, verifyChain } from './main-courante.js';
import { saveSiteEventType, siteEventTypes } from './site-event-types.js';

const C = FIELD_CALLS;
const ONE_EVENT = { filters: {}, page: 1, limit: 10, ascending: true } as const;

const caller = (c: Context<AppEnv>) => {
  const session = c.get('session');
  return { agentId: session.userId, isAgent: session.role === 'agent' };
};

/** A main courante of the agency: one of its sites', or its own (the agency's id). */
async function requireChain(tx: Parameters<Parameters<typeof readInAgency>[3]>[0], agencyId: string, chainId: string) {
  if (chainId !== agencyId) await requireSite(tx, agencyId, chainId);
}

/** Field mode: the agent's services of the day, the queue's messages, events and the main courante. */
export function fieldRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: Context<AppEnv>) => c.req.param('agencyId') ?? '';
  const read = <T>(c: Context<AppEnv>, work: Parameters<typeof readInAgency<T>>[3]) =>
    readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), work);
  const endPhotoRequired = async (tx: Parameters<Parameters<typeof readInAgency>[3]>[0], id: string) =>
    (await settingsStore.find(tx, id))?.settings.serviceEndPhotoRequired ?? false;
  const apply = (c: Context<AppEnv>, messages: readonly FieldMessage[]) =>
    applyFieldMessages(deps.sql, agencyId(c), caller(c), messages, writeContextOf(c, SERVICE_NAME));

  return new Hono<AppEnv>()
    .post(
      C.myFieldServices.path,
      auth,
      requireTenant,
      provisionedAgencyFirst(deps.sql),
      requireRole(...C.myFieldServices.roles),
      validate('json', C.myFieldServices.body),
      async (c) => {
        const { day } = c.req.valid('json');
        return c.json(
          await read(c, async (tx) => {
            const services = await agentDayServices(
              tx,
              agencyId(c),
              caller(c).agentId,
              day,
              await endPhotoRequired(tx, agencyId(c)),
            );
            const active = services.find((service) => [200, 250, 500].includes(service.status));
            return { services, activeServiceId: active?.id ?? null };
          }),
        );
      },
    )
    .post(C.sync.path, auth, requireTenant, requireRight(C.sync.right), validate('json', C.sync.body), async (c) =>
      c.json(await apply(c, c.req.valid('json').messages)),
    )
    .post(
      C.createEvent.path,
      auth,
      requireTenant,
      requireRight(C.createEvent.right),
      validate('json', C.createEvent.body),
      async (c) => {
        const message = c.req.valid('json');
        if (message.type !== 'event.create') throw new AppError('BAD_REQUEST');
        await apply(c, [message]);
        return c.json({ id: message.eventId }, 201);
      },
    )
    .get(C.getEvent.path, auth, requireTenant, requireRight(C.getEvent.right), async (c) => {
      const id = idParam(c, 'eventId', 'EVENT_NOT_FOUND');
      const { agentId, isAgent } = caller(c);
      const [event] = await read(c, async (tx) => {
        const found = await listEvents(tx, agencyId(c), ONE_EVENT, isAgent ? agentId : null, id);
        return found.data;
      });
      if (!event) throw new AppError('EVENT_NOT_FOUND');
      return c.json(event);
    })
    .delete(C.deleteEvent.path, auth, requireTenant, requireRight(C.deleteEvent.right), async (c) => {
      const id = idParam(c, 'eventId', 'EVENT_NOT_FOUND');
      await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), (tx) =>
        deleteEvent(tx, agencyId(c), id, writeContextOf(c, SERVICE_NAME)),
      );
      return c.json({ id });
    })
    .post(
      C.allEvents.path,
      auth,
      requireTenant,
      requireRight(C.allEvents.right),
      validate('json', C.allEvents.body),
      async (c) => {
        const { agentId, isAgent } = caller(c);
        return c.json(
          await read(c, (tx) => listEvents(tx, agencyId(c), c.req.valid('json'), isAgent ? agentId : null)),
        );
      },
    )
    .post(
      C.siteEventTypes.path,
      auth,
      requireTenant,
      requireRight(C.siteEventTypes.right),
      validate('json', C.siteEventTypes.body),
      async (c) => {
        const { siteId } = c.req.valid('json');
        return c.json({
          types: await read(c, async (tx) => {
            await requireSite(tx, agencyId(c), siteId);
            return siteEventTypes(tx, agencyId(c), siteId);
          }),
        });
      },
    )
    .put(
      C.setSiteEventType.path,
      auth,
      requireTenant,
      requireRight(C.setSiteEventType.right),
      validate('json', C.setSiteEventType.body),
      async (c) => {
        const siteId = idParam(c, 'siteId', 'SITE_NOT_FOUND');
        const typeKey = ServiceEventTypeKeySchema.safeParse(c.req.param('typeKey'));
        if (!typeKey.success) throw new AppError('NOT_FOUND');
        const types = await writeInAgency(deps.sql, writeContextOf(c, SERVICE_NAME), agencyId(c), async (tx) => {
          await requireSite(tx, agencyId(c), siteId);
          await saveSiteEventType(tx, agencyId(c), siteId, typeKey.data, c.req.valid('json'));
          return siteEventTypes(tx, agencyId(c), siteId);
        });
        return c.json(types.find((type) => type.typeKey === typeKey.data));
      },
    )
    .get(C.verifyMainCourante.path, auth, requireTenant, requireRight(C.verifyMainCourante.right), async (c) => {
      const chainId = idParam(c, 'chainId', 'SITE_NOT_FOUND');
      return c.json(
        await read(c, async (tx) => {
          await requireChain(tx, agencyId(c), chainId);
          return verifyChain(tx, agencyId(c), chainId);
        }),
      );
    })
    .get(C.exportMainCourante.path, auth, requireTenant, requireRight(C.exportMainCourante.right), async (c) => {
      const chainId = idParam(c, 'chainId', 'SITE_NOT_FOUND');
      const entries = await read(c, async (tx) => {
        await requireChain(tx, agencyId(c), chainId);
        return chainEntries(tx, agencyId(c), chainId);
      });
      return c.json({ chainId, entries });
    });
}
