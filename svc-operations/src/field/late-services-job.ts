import { DEFAULT_OPERATIONS_SETTINGS } from '@portal/contracts';
import type { ScheduledJob, Tx } from '@portal/service-kit';
import { recordEvents } from './events-repo.js';

const DEFAULT_MARGIN = DEFAULT_OPERATIONS_SETTINGS.latenessMarginMinutes;

/**
 * The services whose agents did not do what the clock expected (01 §4, §9 lateness margins), each
 * status set by one replica only (the kit's run-once jobs): not started a margin after their start
 * → 110 late; not started by their end → 120 not done, written in the site's main courante; in
 * progress (not extended) a margin after their end → 800 not finished (a pause still open stays
 * open: its end, arriving later, is still recorded). A message from the field arriving later
 * overturns the verdict. Each change is written in the service's timeline.
 */
export const LATE_SERVICES_JOB: ScheduledJob = {
  name: 'operations.late-services',
  schedule: { everySeconds: 60 },
  run: async (tx) => {
    const changed = await tx<{ id: string; agencyId: string; siteId: string; status: 110 | 120 | 800 }[]>`
      with due as (
        select s.id, s.agency_id,
               case
                 when s.status in (100, 110) and s.end_at <= now() then 120
                 when s.status = 100 and s.start_at + m.margin <= now() then 110
                 when s.status in (200, 500) and s.end_at + m.margin <= now() then 800
               end as next_status
          from services s
          left join agency_settings st on st.agency_id = s.agency_id
          cross join lateral (select make_interval(mins => coalesce((st.settings ->> 'latenessMarginMinutes')::int,
                                                                    ${DEFAULT_MARGIN}::int)) as margin) m
         where s.status in (100, 110, 200, 500) and s.start_at <= now()
         for update of s skip locked
      )
      update services s set status = due.next_status, updated_at = now()
        from due
       where s.id = due.id and due.next_status is not null and due.next_status <> s.status
      returning s.id, s.agency_id, s.site_id, s.status`;
    const detail = {
      110: 'Service en retard : non commencé',
      120: 'Service non effectué',
      800: 'Service non terminé',
    } as const;
    const kind = { 110: 'late', 120: 'not_done', 800: 'not_finished' } as const;
    if (changed.length > 0) {
      await tx`insert into service_history ${tx(
        changed.map((row) => ({
          id: crypto.randomUUID(),
          agencyId: row.agencyId,
          serviceId: row.id,
          kind: kind[row.status],
          detail: detail[row.status],
          actorUserId: null,
        })),
      )}`;
    }
    await recordNotStarted(
      tx,
      changed.filter((row) => row.status === 120),
    );
    return {
      late: changed.filter((row) => row.status === 110).length,
      notDone: changed.filter((row) => row.status === 120).length,
      notFinished: changed.filter((row) => row.status === 800).length,
    };
  },
};

/** 'Service non commencé' in each site's main courante. */
async function recordNotStarted(tx: Tx, notDone: readonly { id: string; agencyId: string; siteId: string }[]) {
  const deviceAt = new Date().toISOString();
  for (const agencyId of new Set(notDone.map((row) => row.agencyId))) {
    await recordEvents(
      tx,
      agencyId,
      notDone
        .filter((row) => row.agencyId === agencyId)
        .map((row) => ({
          serviceId: row.id,
          siteId: row.siteId,
          typeKey: 'service_not_started' as const,
          authorId: null,
          deviceAt,
          location: null,
          distanceM: null,
          content: '',
        })),
    );
  }
}
