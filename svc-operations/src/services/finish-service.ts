import { FINISHABLE_SERVICE_STATUSES, fr, splitServiceHours, localDateOf, type Service } from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import { AppError, transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { recordEvents } from '../field/events-repo.js';
import { closeOpenParts } from '../field/service-closing.js';
import { settingsStore } from '../settings/repo.js';
import { findService, setServiceStatus } from './repo.js';
import { recordHistory } from './history.js';
import { announceServiceFinished } from './service-events.js';

/**
 * `PATCH /agency/{id}/service/{serviceId}/finish`: the office closes a service by hand (status 300
 * 'Terminé'; the agent's own end comes from the field, with the real hours); the hours are those planned,
 * split by kind of time with the agency's holidays and night hours, and billing is told. The site's
 * main courante says so ('Service clôturé par le bureau'), after what the field left open (a round, a
 * pause) closed with it.
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
      // What the field left open closes with it, at the end planned at the latest.
      const at = new Date(Math.min(Date.now(), Date.parse(current.endAt))).toISOString();
      const closings = await closeOpenParts(tx, agencyId, serviceId, at);
      await setServiceStatus(tx, agencyId, serviceId, 300, true);
      const closed = [...closings, { typeKey: 'service_finish' as const, content: fr.SERVICE_CLOSED_BY_OFFICE }];
      await recordEvents(
        tx,
        agencyId,
        closed.map(({ typeKey, content }) => ({
          serviceId,
          siteId: current.siteId,
          typeKey,
          authorId: context.actor?.userId ?? null,
          deviceAt: at,
          location: null,
          distanceM: null,
          content,
        })),
      );
      const service = (await findService(tx, agencyId, serviceId))!;
      await announceServiceFinished(tx, agencyId, service, { hours, nightFactor, holidayFactor }, context);
      const detail = `Service terminé : ${String(hours.total).replace('.', ',')} h`;
      const lines = [...closings.map(({ kind, detail }) => ({ kind, detail })), { kind: 'finished' as const, detail }];
      await recordHistory(
        tx,
        agencyId,
        lines.map((line) => ({ serviceId, ...line })),
        context,
      );
      return service;
    },
    context.audit,
  );
}
