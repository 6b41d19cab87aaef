import { sendExpecting } from '../http.js';
import type { BatterySystem } from '../world/battery-system.js';
import type { AgencyWorld } from '../world/world.js';

const SITES = 10;
const SLOTS_PER_DAY = 8;
const IMPORT_ROWS = 2000;

/** A day `days` from today, as `YYYY-MM-DD`. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

/**
 * Plans `count` services in the agency through its own import call (10 sites, one-hour slots from
 * 06:00, from the day after tomorrow on), and answers their ids: what the reliability tests finish,
 * each finish announcing `operations.service.finished` for billing.
 */
export async function planServices(system: BatterySystem, agency: AgencyWorld, count: number): Promise<string[]> {
  const ops = `${system.urls.operations}/agency/${agency.id}`;
  const sites: string[] = [];
  for (let index = 0; index < SITES; index++) {
    const name = `Site de charge ${index}`;
    await sendExpecting(201, {
      method: 'POST',
      url: `${ops}/site`,
      token: agency.callers.owner,
      json: { name, customerId: agency.objects.customerId[0] },
    });
    sites.push(name);
  }
  const rows = Array.from({ length: count }, (_, index) => {
    const slot = Math.floor(index / SITES) % SLOTS_PER_DAY;
    return {
      line: (index % IMPORT_ROWS) + 2,
      site: sites[index % SITES] ?? '',
      date: dayFromNow(2 + Math.floor(index / (SITES * SLOTS_PER_DAY))),
      startTime: hour(6 + slot),
      endTime: hour(7 + slot),
      prestation: 'Ronde de charge',
      unitPrice: '20.00',
      billingMode: 'Horaire',
    };
  });
  for (let start = 0; start < rows.length; start += IMPORT_ROWS) {
    const answer = await sendExpecting(200, {
      method: 'POST',
      url: `${ops}/services/import`,
      token: agency.callers.owner,
      json: { rows: rows.slice(start, start + IMPORT_ROWS) },
    });
    const report = answer.json as { imported: number; issues: unknown[] };
    if (report.issues.length > 0) throw new Error(`import refused rows: ${JSON.stringify(report.issues.slice(0, 3))}`);
  }
  const planned = await system.superusers.operations<{ id: string }[]>`
    select id from services where agency_id = ${agency.id} and prestation_label = 'Ronde de charge' order by start_at`;
  return planned.map((row) => row.id);
}

/** The services of `ids` that billing holds a line of. */
export async function billedServices(system: BatterySystem, ids: readonly string[]): Promise<Set<string>> {
  const rows = await system.superusers.billing<{ serviceId: string }[]>`
    select service_id as "serviceId" from billable_lines where service_id = any(${ids as string[]})`;
  return new Set(rows.map((row) => row.serviceId));
}
