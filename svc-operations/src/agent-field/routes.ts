import { Hono, type Context } from 'hono';
import { AGENT_FIELD_CALLS } from '@portal/contracts';
import {
  AppError,
  authenticate,
  can,
  requireRight,
  requireRole,
  requireTenant,
  scopeOf,
  validate,
  writeContextOf,
  type AppEnv,
} from '@portal/service-kit';
import { readInAgency } from '../agencies/in-agency.js';
import { provisionedAgencyFirst } from '../agencies/require-agency.js';
import { SERVICE_NAME, type OperationsDeps } from '../deps.js';
import { idParam } from '../sites/route-params.js';
import { findAgencyContact, findAgentBadge } from './repo.js';
import { listUnplannedPrestations, startUnplannedService } from './start-unplanned-service.js';

const C = AGENT_FIELD_CALLS;

/** The field screens around the agent's day: the agency's contact, his badge, an unplanned service. */
export function agentFieldRoutes(deps: OperationsDeps) {
  const auth = authenticate(deps.verify);
  const agencyId = (c: Context<AppEnv>) => c.req.param('agencyId') ?? '';
  const read = <T>(c: Context<AppEnv>, work: Parameters<typeof readInAgency<T>>[3]) =>
    readInAgency(deps.sql, scopeOf(c.get('session')), agencyId(c), work);
  return new Hono<AppEnv>()
    .get(
      C.agencyContact.path,
      auth,
      requireTenant,
      provisionedAgencyFirst(deps.sql),
      requireRole(...C.agencyContact.roles),
      async (c) => {
        const contact = await read(c, (tx) => findAgencyContact(tx, agencyId(c)));
        if (!contact) throw new AppError('AGENCY_NOT_FOUND');
        return c.json(contact);
      },
    )
    .get(
      C.agentBadge.path,
      auth,
      requireTenant,
      provisionedAgencyFirst(deps.sql),
      requireRole(...C.agentBadge.roles),
      async (c) => {
        const agentId = idParam(c, 'agentId', 'COLLABORATOR_NOT_FOUND');
        const session = c.get('session');
        // One's own badge; another's only with the right to read collaborators, and never said to exist.
        if (agentId !== session.userId && !can(session, 'agents.list')) throw new AppError('COLLABORATOR_NOT_FOUND');
        const badge = await read(c, (tx) => findAgentBadge(tx, agencyId(c), agentId));
        if (!badge) throw new AppError('COLLABORATOR_NOT_FOUND');
        return c.json(badge);
      },
    )
    .post(
      C.unplannedPrestations.path,
      auth,
      requireTenant,
      requireRight(C.unplannedPrestations.right),
      validate('json', C.unplannedPrestations.body),
      async (c) => {
        const { siteId } = c.req.valid('json');
        const data = await listUnplannedPrestations(
          deps.sql,
          { scope: scopeOf(c.get('session')) },
          agencyId(c),
          siteId,
        );
        return c.json({ data });
      },
    )
    .post(
      C.startUnplanned.path,
      auth,
      requireTenant,
      provisionedAgencyFirst(deps.sql),
      requireRight(C.startUnplanned.right),
      validate('json', C.startUnplanned.body),
      async (c) => {
        // Agents only (00 §2.4): the office plans services through POST …/services.
        if (c.get('session').role !== 'agent') throw new AppError('FORBIDDEN');
        const service = await startUnplannedService(
          deps.sql,
          agencyId(c),
          c.get('session').userId,
          c.req.valid('json'),
          writeContextOf(c, SERVICE_NAME),
        );
        return c.json(service, 201);
      },
    );
}
