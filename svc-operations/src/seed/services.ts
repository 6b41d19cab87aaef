import {
  addDays,
  CreateServicesSchema,
  isoWeekday,
  localDateOf,
  zonedInstant,
  type CreateServices,
} from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { createServices } from '../services/create-services.js';

/** Vigie Sécurité's week of services: the day guarding of Bâtiment A by Karim, night rounds to staff. */
function vigieWeek(monday: string): CreateServices[] {
  const weekly = (days: number[]) => ({ repeat: 'weekly' as const, days, monthDays: [], excludeHolidays: false });
  return [
    {
      siteId: demoIds.site('vigie', 'oliviers-a'),
      category: 'GUARDING',
      prestation: { label: 'Gardiennage de jour', unitPrice: '24.50' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [demoIds.user('agent@vigie-demo.fr')],
      startDate: monday,
      endDate: addDays(monday, 4),
      startTime: '07:00',
      endTime: '19:00',
      recurrence: weekly([1, 2, 3, 4, 5]),
      confirmed: true,
    },
    {
      siteId: demoIds.site('vigie', 'odysseum-p1'),
      category: 'MOBILE_ROUND',
      prestation: { label: 'Ronde de nuit', unitPrice: '45.00' },
      billingMode: 3,
      nbAgents: 1,
      agentIds: [],
      startDate: monday,
      endDate: addDays(monday, 3),
      startTime: '21:00',
      endTime: '05:00',
      recurrence: weekly([1, 2, 3, 4]),
      confirmed: true,
    },
  ];
}

/**
 * The demo services of the week the seed runs in (Monday to Sunday), through the same command as
 * the screens (references, checks, events). Safe to run again: an agency holding services that week
 * keeps them as they are, and one not provisioned here is left for the next run. Answers how many
 * services were created.
 */
export async function seedDemoServices(sql: Sql): Promise<number> {
  const today = localDateOf(new Date());
  const monday = addDays(today, 1 - isoWeekday(today));
  const agencyId = demoIds.agency('vigie');
  const scope = { kind: 'tenant' as const, agencyId };
  const [held] = await transaction(sql, scope, async (tx) => {
    const [agency] = await tx`select 1 from agencies where id = ${agencyId}`;
    // An agency whose copy has not arrived has nothing to plan yet.
    if (!agency) return [{ held: true }];
    return tx`select 1 from services
               where agency_id = ${agencyId}
                 and start_at >= ${zonedInstant(monday, '00:00')} and start_at < ${zonedInstant(addDays(monday, 7), '00:00')}
               limit 1`;
  });
  if (held) return 0;
  let created = 0;
  for (const input of vigieWeek(monday)) {
    const saved = await createServices(sql, agencyId, CreateServicesSchema.parse(input), {
      scope,
      audit: null,
      actor: null,
    });
    created += saved.data.length;
  }
  return created;
}
