import { FINISHABLE_SERVICE_STATUSES, splitServiceHours, localDateOf, type Service } from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { settingsStore } from '../settings/repo.js';
import { findService, setServiceStatus } from './repo.js';
import { recordHistory } from './history.js';
import { announceServiceFinished } from './service-events.js';

/**
 * `PATCH /agency/{id}/service/{serviceId}/finish`: the office closes a service by hand (status 300
 * 'Terminé'; the agent's own end comes from the field, with the real hours); the hours are those planned,
 * split by kind of time with the agency's holidays and night hours, and billing is told.
 */
export async function finishService(
  sql: Sql,
  agencyId: string,
  serviceId: string,
  context: WriteContext,
): Promise<Service> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      const agency = await requireProvisionedAgency(tx, agencyId);
      const current = await findService(tx, agencyId, serviceId, { forUpdate: true });
      if (!current) throw new AppError('SERVICE_NOT_FOUND');
      if (current.status === 300) throw new AppError('SERVICE_FINISHED');
      if (!FINISHABLE_SERVICE_STATUSES.includes(current.status)) throw new AppError('SERVICE_NOT_EDITABLE');
      const stored = await settingsStore.find(tx, agencyId);
      if (!stored) throw new AppError('AGENCY_NOT_FOUND');
      const { nightStart, nightEnd, nightFactor, holidayFactor } = stored.settings;
      const holidays = publicHolidays(agency.holidayLocale, localDateOf(current.startAt), localDateOf(current.endAt));
      const hours = splitServiceHours(current.startAt, current.endAt, { holidays, nightStart, nightEnd });
      await setServiceStatus(tx, agencyId, serviceId, 300, true);
      const service = (await findService(tx, agencyId, serviceId))!;
      await announceServiceFinished(tx, agencyId, service, { hours, nightFactor, holidayFactor }, context);
      const detail = `Service terminé : ${String(hours.total).replace('.', ',')} h`;
      await recordHistory(tx, agencyId, [{ serviceId, kind: 'finished', detail }], context);
      return service;
    },
    context.audit,
  );
}
