import {
  addDays,
  CreateServicesSchema,
  FieldMessageSchema,
  isoWeekday,
  localDateOf,
  uuidv7,
  zonedInstant,
  type FieldMessageInput,
} from '@portal/contracts';
import { transaction, type Sql, type WriteContext } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { applyFieldMessages } from '../field/apply-field-messages.js';
import { createServices } from '../services/create-services.js';

const AGENT = 'agent@vigie-demo.fr';
const SITE = 'oliviers-a';
/** A checkpoint with a position and no badge: passed by being there (a virtual checkpoint). */
const VIRTUAL_CHECKPOINT = {
  key: 'portail-virtuel',
  name: 'Portail (virtuel)',
  latitude: 43.61655,
  longitude: 3.84575,
};
/** A signature as the pad draws it: a small PNG. */
const DEMO_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/**
 * The demo agent's days around the day the seed runs, whatever weekday it is: a service yesterday,
 * today (on Bâtiment A, whose checkpoints make its round) and tomorrow, planned where the week's
 * services left the day empty; and his services of the week before today lived through the field's
 * own messages — yesterday's in full (start, an observation, the round, a pause, the signed report),
 * the earlier days' plainly (start, the round, the signed report) — so that the office has finished
 * days to read and the week shows no service left undone. Safe to run again: days holding a service
 * and a service already lived are left as they are.
 */
export async function seedDemoFieldDay(sql: Sql): Promise<number> {
  const agencyId = demoIds.agency('vigie');
  const agentId = demoIds.user(AGENT);
  const siteId = demoIds.site('vigie', SITE);
  const write: WriteContext = {
    scope: { kind: 'tenant', agencyId },
    audit: null,
    actor: { userId: agentId, alteredBy: null },
  };
  const today = localDateOf(new Date());
  const provisioned = await transaction(sql, write.scope, async (tx) => {
    const [site] = await tx`select 1 from sites where agency_id = ${agencyId} and id = ${siteId}`;
    if (!site) return false;
    await tx`insert into checkpoints (id, agency_id, site_id, name, position, latitude, longitude)
             values (${demoIds.checkpoint('vigie', SITE, VIRTUAL_CHECKPOINT.key)}, ${agencyId}, ${siteId},
                     ${VIRTUAL_CHECKPOINT.name}, 10, ${VIRTUAL_CHECKPOINT.latitude}, ${VIRTUAL_CHECKPOINT.longitude})
             on conflict (id) do nothing`;
    return true;
  });
  if (!provisioned) return 0;

  let created = 0;
  for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
    const [held] = await transaction(
      sql,
      write.scope,
      (tx) => tx`
      select 1 from services s join service_agents sa on sa.agency_id = s.agency_id and sa.service_id = s.id
       where s.agency_id = ${agencyId} and sa.agent_id = ${agentId}
         and s.start_at >= ${zonedInstant(day, '00:00')} and s.start_at < ${zonedInstant(addDays(day, 1), '00:00')}`,
    );
    if (held) continue;
    const saved = await createServices(
      sql,
      agencyId,
      CreateServicesSchema.parse({
        siteId,
        category: 'GUARDING',
        prestation: { label: 'Gardiennage de jour', unitPrice: '24.50' },
        billingMode: 2,
        nbAgents: 1,
        agentIds: [agentId],
        startDate: day,
        endDate: day,
        startTime: '07:00',
        endTime: '19:00',
        confirmed: true,
      }),
      { ...write, actor: null },
    );
    created += saved.data.length;
  }
  const yesterday = addDays(today, -1);
  const monday = addDays(today, 1 - isoWeekday(today));
  let lived = 0;
  for (let day = monday < yesterday ? monday : yesterday; day < today; day = addDays(day, 1)) {
    lived += await liveDay(sql, agencyId, agentId, day, write, day === yesterday ? 'in full' : 'plainly');
  }
  return created + lived;
}

/** The agent's first service of `day`, still not lived, lived through the field's messages. */
async function liveDay(
  sql: Sql,
  agencyId: string,
  agentId: string,
  day: string,
  write: WriteContext,
  story: 'in full' | 'plainly',
) {
  const [service] = await transaction(
    sql,
    write.scope,
    (tx) => tx<{ id: string; siteId: string }[]>`
    select s.id, s.site_id from services s join service_agents sa on sa.agency_id = s.agency_id and sa.service_id = s.id
     where s.agency_id = ${agencyId} and sa.agent_id = ${agentId} and s.status in (100, 110, 120)
       and s.start_at >= ${zonedInstant(day, '00:00')} and s.start_at < ${zonedInstant(addDays(day, 1), '00:00')}
     order by s.start_at limit 1`,
  );
  if (!service) return 0;
  const checkpoints = await transaction(
    sql,
    write.scope,
    (tx) => tx<{ badge: string | null; id: string }[]>`
    select id, badge from checkpoints where agency_id = ${agencyId} and site_id = ${service.siteId} and status = 100
     order by position`,
  );
  const at = (time: string) => zonedInstant(day, time);
  const serviceId = service.id;
  const full = story === 'in full';
  const messages: FieldMessageInput[] = [
    { uuid: uuidv7(), type: 'service.start', serviceId, createdAt: at('07:02') },
    ...(full
      ? [
          {
            uuid: uuidv7(),
            type: 'event.create' as const,
            eventId: uuidv7(),
            serviceId,
            typeKey: 'observation' as const,
            content: 'Éclairage du hall défaillant, signalé au syndic',
            createdAt: at('09:40'),
          },
        ]
      : []),
    { uuid: uuidv7(), type: 'round.start', serviceId, createdAt: at('11:00') },
    ...checkpoints
      .filter((checkpoint) => checkpoint.badge)
      .map((checkpoint, index): FieldMessageInput => ({
        uuid: uuidv7(),
        type: 'round.checkpoint',
        serviceId,
        method: 'nfc',
        badge: checkpoint.badge,
        createdAt: at(`11:0${index + 2}`),
      })),
    { uuid: uuidv7(), type: 'round.stop', serviceId, createdAt: at('11:20') },
    ...(full
      ? [
          { uuid: uuidv7(), type: 'break.start' as const, serviceId, createdAt: at('12:30') },
          { uuid: uuidv7(), type: 'break.stop' as const, serviceId, createdAt: at('13:00') },
        ]
      : []),
    {
      uuid: uuidv7(),
      type: 'service.end',
      serviceId,
      comment: 'Passation des consignes au collègue de nuit',
      report: {
        agentSignature: DEMO_SIGNATURE,
        customerName: 'Mme Lefèvre (syndic)',
        customerSignature: DEMO_SIGNATURE,
      },
      createdAt: at('18:58'),
    },
  ];
  await applyFieldMessages(
    sql,
    agencyId,
    { agentId, isAgent: true },
    messages.map((message) => FieldMessageSchema.parse(message)),
    write,
  );
  return 1;
}
