import { addDays, localDateOf, splitServiceHours, type HoursSplit } from '@portal/contracts';
import { publicHolidays } from '@portal/contracts/planning/holidays';
import { AppError, type Tx } from '@portal/service-kit';
import { requireProvisionedAgency } from '../agencies/require-agency.js';
import { settingsStore } from '../settings/repo.js';

/** Splits an interval's hours by kind of time. */
export type HoursSplitter = (startAt: Date, endAt: Date) => HoursSplit;

/**
 * The agency's splitter, as the hours reports count: its holiday locale's public holidays and its
 * night hours from the settings; holidays are computed once for the span of the intervals given.
 */
export async function agencyHoursSplitter(
  tx: Tx,
  agencyId: string,
  span: readonly { startAt: Date; endAt: Date }[],
): Promise<HoursSplitter> {
  const agency = await requireProvisionedAgency(tx, agencyId);
  const stored = await settingsStore.find(tx, agencyId);
  if (!stored) throw new AppError('AGENCY_NOT_FOUND');
  if (span.length === 0) return () => ({ day: 0, night: 0, sunday: 0, holiday: 0, total: 0 });
  const from = localDateOf(new Date(Math.min(...span.map((item) => item.startAt.getTime()))));
  const to = localDateOf(new Date(Math.max(...span.map((item) => item.endAt.getTime()))));
  const holidays = publicHolidays(agency.holidayLocale, addDays(from, -1), addDays(to, 1));
  const options = { holidays, nightStart: stored.settings.nightStart, nightEnd: stored.settings.nightEnd };
  return (startAt, endAt) => splitServiceHours(startAt.toISOString(), endAt.toISOString(), options);
}
