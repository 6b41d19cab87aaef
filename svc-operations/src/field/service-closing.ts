import { localTimeOf, type ServiceEventTypeKey } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import type { recordHistory } from '../services/history.js';

type HistoryKind = Parameters<typeof recordHistory>[2][number]['kind'];

/** One thing a service's end closed: its main courante event and its line in the service's timeline. */
export type Closing = { typeKey: ServiceEventTypeKey; content: string; kind: HistoryKind; detail: string };

/** The checkpoints of the service's site its round has not passed. */
export async function checkpointsMissed(tx: Tx, agencyId: string, serviceId: string, siteId: string): Promise<number> {
  const [counted] = await tx<{ missing: number }[]>`
    select count(*)::int as missing from checkpoints c
     where c.agency_id = ${agencyId} and c.site_id = ${siteId} and c.status = 100
       and not exists (select 1 from round_passages p where p.agency_id = c.agency_id and p.service_id = ${serviceId}
                                                       and p.checkpoint_id = c.id)`;
  return counted?.missing ?? 0;
}

/**
 * What a service's end closes with it, at `at` (the agent's end, or the office's 'Terminer'): a
 * round still open ends ('Fin de ronde' when every checkpoint was passed, 'Fin de ronde anticipée'
 * otherwise); a pause still open (only the office closes a paused service: the phone asks the agent
 * to end his pause first) joins the service's breaks, in the name of the agent who started it
 * ('Pause clôturée avec le service'). Answers what was closed, in order, for the caller to record.
 */
export async function closeOpenParts(tx: Tx, agencyId: string, serviceId: string, at: string): Promise<Closing[]> {
  const [open] = await tx<
    { siteId: string; pausedAt: Date | null; roundStartedAt: Date | null; roundFinishedAt: Date | null }[]
  >`select site_id, paused_at, round_started_at, round_finished_at from services
     where agency_id = ${agencyId} and id = ${serviceId}`;
  if (!open) return [];
  const closings: Closing[] = [];
  if (open.pausedAt) {
    const [pausedBy] = await tx<{ authorId: string }[]>`
      select author_id from events
       where agency_id = ${agencyId} and service_id = ${serviceId} and type_key = 'break_start' and author_id is not null
       order by created_at desc limit 1`;
    // Never before it began (a pause taken after the planned end the office closes at).
    const pauseEnd = new Date(Math.max(Date.parse(at), open.pausedAt.getTime())).toISOString();
    if (pausedBy && pauseEnd > open.pausedAt.toISOString()) {
      await tx`insert into service_breaks (id, agency_id, service_id, agent_id, type, start_at, end_at, comment)
               values (gen_random_uuid(), ${agencyId}, ${serviceId}, ${pausedBy.authorId}, 0, ${open.pausedAt}, ${pauseEnd},
                       'Pause clôturée avec le service')`;
    }
    await tx`update services set paused_at = null, paused_from = null where agency_id = ${agencyId} and id = ${serviceId}`;
    const detail = `Pause commencée à ${localTimeOf(open.pausedAt.toISOString())}, clôturée avec le service à ${localTimeOf(pauseEnd)}`;
    closings.push({ typeKey: 'break_finish', content: detail, kind: 'resumed', detail });
  }
  if (open.roundStartedAt && !open.roundFinishedAt) {
    const missed = await checkpointsMissed(tx, agencyId, serviceId, open.siteId);
    await tx`update services set round_finished_at = greatest(${at}::timestamptz, round_started_at)
              where agency_id = ${agencyId} and id = ${serviceId}`;
    const content =
      missed === 0
        ? 'Ronde terminée avec le service'
        : `Ronde clôturée avec le service : ${missed} point(s) non contrôlé(s)`;
    closings.push({
      typeKey: missed === 0 ? 'circuit_finish' : 'circuit_early_end',
      content,
      kind: 'round',
      detail: `${content} à ${localTimeOf(at)}`,
    });
  }
  return closings;
}
