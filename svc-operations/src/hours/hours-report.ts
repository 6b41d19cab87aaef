import {
  addDays,
  isoWeekday,
  localDateOf,
  overtimeSplit,
  splitServiceHours,
  zonedInstant,
  type AgentHours,
  type HoursSplit,
  type OperationsSettings,
  type SiteHours,
} from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import type { Tx } from '@portal/service-kit';

/** A service of the period with what the report needs. */
type CountedService = {
  siteId: string;
  siteName: string;
  customerName: string;
  startAt: Date;
  endAt: Date;
  nbAgents: number;
  agents: { id: string; firstName: string; lastName: string }[];
};

const EMPTY: HoursSplit = { day: 0, night: 0, sunday: 0, holiday: 0, total: 0 };
const round2 = (value: number) => Math.round(value * 100) / 100;
const add = (sum: HoursSplit, hours: HoursSplit, times = 1): HoursSplit => ({
  day: round2(sum.day + hours.day * times),
  night: round2(sum.night + hours.night * times),
  sunday: round2(sum.sunday + hours.sunday * times),
  holiday: round2(sum.holiday + hours.holiday * times),
  total: round2(sum.total + hours.total * times),
});
const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The services starting in [from, to] (Paris days), not archived, with their site and agents. */
async function servicesStartingIn(tx: Tx, agencyId: string, from: string, to: string): Promise<CountedService[]> {
  return tx<CountedService[]>`
    select s.site_id, si.name as site_name, c.name as customer_name, s.start_at, s.end_at, s.nb_agents,
           coalesce((select json_agg(json_build_object('id', co.id, 'firstName', co.first_name, 'lastName', co.last_name))
                       from service_agents sa join collaborators co on co.id = sa.agent_id
                      where sa.service_id = s.id), '[]'::json) as agents
      from services s
      join sites si on si.agency_id = s.agency_id and si.id = s.site_id
      join customers c on c.agency_id = si.agency_id and c.id = si.customer_id
     where s.agency_id = ${agencyId} and s.status <> 600
       and s.start_at >= ${zonedInstant(from, '00:00')} and s.start_at < ${zonedInstant(addDays(to, 1), '00:00')}`;
}

/** Each service with its hours by kind of time, the agency's holidays and night hours applied. */
async function splitServices(
  tx: Tx,
  agencyId: string,
  from: string,
  to: string,
  holidayLocale: string,
  settings: OperationsSettings,
) {
  const services = await servicesStartingIn(tx, agencyId, from, to);
  const holidays = publicHolidays(holidayLocale, from, addDays(to, 1));
  const options = { holidays, nightStart: settings.nightStart, nightEnd: settings.nightEnd };
  return services.map((service) => ({
    ...service,
    hours: splitServiceHours(service.startAt.toISOString(), service.endAt.toISOString(), options),
  }));
}

/** The agency's holidays and settings the hours are split with. */
export type HoursContext = { holidayLocale: string; settings: OperationsSettings };

/**
 * agents-hours: per collaborator, his services' hours by kind of time, and the overtime of each ISO
 * week (above the agency's thresholds, 35 h and 43 h by default) summed over the period.
 */
export async function agentsHours(
  tx: Tx,
  agencyId: string,
  from: string,
  to: string,
  context: HoursContext,
): Promise<AgentHours[]> {
  const services = await splitServices(tx, agencyId, from, to, context.holidayLocale, context.settings);
  const agents = new Map<string, AgentHours & { weeks: Map<string, number> }>();
  for (const service of services) {
    const week = mondayOf(localDateOf(service.startAt));
    for (const agent of service.agents) {
      const row = agents.get(agent.id) ?? {
        agentId: agent.id,
        firstName: agent.firstName,
        lastName: agent.lastName,
        services: 0,
        hours: EMPTY,
        overtime: { normal: 0, at25: 0, at50: 0 },
        weeks: new Map<string, number>(),
      };
      row.services += 1;
      row.hours = add(row.hours, service.hours);
      row.weeks.set(week, (row.weeks.get(week) ?? 0) + service.hours.total);
      agents.set(agent.id, row);
    }
  }
  const { overtimeFirstThreshold, overtimeSecondThreshold } = context.settings;
  return [...agents.values()]
    .map(({ weeks, ...row }) => {
      const overtime = [...weeks.values()]
        .map((hours) => overtimeSplit(hours, overtimeFirstThreshold, overtimeSecondThreshold))
        .reduce((sum, week) => ({
          normal: round2(sum.normal + week.normal),
          at25: round2(sum.at25 + week.at25),
          at50: round2(sum.at50 + week.at50),
        }));
      return { ...row, overtime };
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'));
}

/** sites-hours: per site, its services' hours by kind of time and the hours worked there (× agents planned). */
export async function sitesHours(
  tx: Tx,
  agencyId: string,
  from: string,
  to: string,
  context: HoursContext,
): Promise<SiteHours[]> {
  const services = await splitServices(tx, agencyId, from, to, context.holidayLocale, context.settings);
  const sites = new Map<string, SiteHours>();
  for (const service of services) {
    const row = sites.get(service.siteId) ?? {
      siteId: service.siteId,
      siteName: service.siteName,
      customerName: service.customerName,
      services: 0,
      hours: EMPTY,
      agentHours: 0,
    };
    row.services += 1;
    row.hours = add(row.hours, service.hours);
    row.agentHours = round2(row.agentHours + service.hours.total * service.nbAgents);
    sites.set(service.siteId, row);
  }
  return [...sites.values()].sort((a, b) => a.siteName.localeCompare(b.siteName, 'fr'));
}
