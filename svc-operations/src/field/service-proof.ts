import {
  PROOF_MAIN_COURANTE_LIMIT,
  SERVICE_EVENT_TYPES,
  type Service,
  type ServiceEventTypeKey,
  type ServiceProof,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import { siteEventTypes } from './site-event-types.js';

const ACTION_SUFFIX = { create: '', add: '', edit: ' (modification)', delete: ' (suppression)' } as const;
const CONTENT_MAX = 300;

type Line = {
  action: keyof typeof ACTION_SUFFIX;
  content: string;
  deviceAt: Date;
  hash: string;
  typeKey: ServiceEventTypeKey;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const clip = (text: string) => (text.length > CONTENT_MAX ? `${text.slice(0, CONTENT_MAX - 1)}…` : text);

/** The service's main-courante lines, in chain order, of the types its site shows the customer. */
async function customerLines(tx: Tx, agencyId: string, service: Service): Promise<Line[]> {
  const shown = new Set(
    (await siteEventTypes(tx, agencyId, service.siteId))
      .filter((type) => type.settings.customerShow)
      .map((type) => type.typeKey),
  );
  const lines = await tx<Line[]>`
    select m.action, m.content, m.device_at, m.hash, e.type_key
      from event_messages m
      join events e on e.agency_id = m.agency_id and e.id = m.event_id
     where m.agency_id = ${agencyId} and e.service_id = ${service.id}
     order by m.chain_id, m.seq`;
  return lines.filter((line) => shown.has(line.typeKey));
}

/** The checkpoints of the site passed during the service, when its round was walked. */
async function roundOf(tx: Tx, agencyId: string, service: Service): Promise<ServiceProof['round']> {
  const [round] = await tx<{ walked: boolean; passed: number; expected: number }[]>`
    select s.round_started_at is not null as walked,
           (select count(*)::int from round_passages p where p.agency_id = s.agency_id and p.service_id = s.id) as passed,
           (select count(*)::int from checkpoints c
             where c.agency_id = s.agency_id and c.site_id = s.site_id and c.status = 100) as expected
      from services s where s.agency_id = ${agencyId} and s.id = ${service.id}`;
  if (!round || (!round.walked && round.passed === 0)) return null;
  return { passed: round.passed, expected: round.expected };
}

/**
 * What the finished service proves to its customer (billing joins it to the invoice that bills the
 * service): real times, agents, round, and the main-courante lines the site shows its customer.
 */
export async function serviceProof(tx: Tx, agencyId: string, service: Service): Promise<ServiceProof> {
  const [times] = await tx<{ realStartAt: Date | null; realEndAt: Date | null }[]>`
    select real_start_at, real_end_at from services where agency_id = ${agencyId} and id = ${service.id}`;
  const [lines, round] = [await customerLines(tx, agencyId, service), await roundOf(tx, agencyId, service)];
  return {
    realStartAt: iso(times?.realStartAt ?? null),
    realEndAt: iso(times?.realEndAt ?? null),
    agents: service.agents.map((agent) => ({ id: agent.id, name: `${agent.firstName} ${agent.lastName}`.trim() })),
    round,
    mainCourante: {
      total: lines.length,
      entries: lines.slice(0, PROOF_MAIN_COURANTE_LIMIT).map((line) => ({
        at: line.deviceAt.toISOString(),
        type: `${SERVICE_EVENT_TYPES[line.typeKey].name}${ACTION_SUFFIX[line.action]}`,
        content: clip(line.content),
        hash: line.hash,
      })),
    },
  };
}
