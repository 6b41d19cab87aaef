import { licenceUsage, type LicenceLimits, type LicenceUsage } from '@portal/contracts';
import {
  AppError,
  createEvent,
  enqueueEvent,
  transaction,
  type AuditRecord,
  type EventMeta,
  type Sql,
} from '@portal/service-kit';
import { limitsOf } from './agency-view.js';
import { countLicences, updateAgencyLimits } from './repo.js';

/**
 * Sets an agency's licence limits (agents, accounts, free accounts) and announces
 * identity.agency.limits-changed, with an audit line naming who changed them.
 */
export async function changeAgencyLimits(
  sql: Sql,
  agencyId: string,
  limits: LicenceLimits,
  context: { userId: string | null; audit: AuditRecord | null } & Pick<EventMeta, 'actor' | 'correlationId'>,
): Promise<LicenceUsage> {
  return transaction(
    sql,
    { kind: 'tenant', agencyId, userId: context.userId },
    async (tx) => {
      const agency = await updateAgencyLimits(tx, agencyId, limits);
      if (!agency) throw new AppError('AGENCY_NOT_FOUND');
      await enqueueEvent(
        tx,
        createEvent(
          'identity.agency.limits-changed',
          { agencyId, limits: limitsOf(agency) },
          { agencyId, actor: context.actor, correlationId: context.correlationId },
        ),
      );
      return licenceUsage(limitsOf(agency), await countLicences(tx, agencyId));
    },
    context.audit,
  );
}
