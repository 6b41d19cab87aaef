import { addDays, isoWeekday } from '@portal/contracts';

/** Planning view modes (01 §2): 1 P4S (4 weeks), 2 month, 3 week, 4 day. */
export const PLANNING_MODES = { 1: 'P4S', 2: 'Mois', 3: 'Semaine', 4: 'Jour' } as const;
export type PlanningMode = keyof typeof PLANNING_MODES;
export const DEFAULT_PLANNING_MODE: PlanningMode = 3;

/** Cell sizes of 01 §2: a week's day 160×150, a day's hour 60×55; P4S and month compact days. */
export const CELL_SIZES: Record<PlanningMode, { width: number; height: number }> = {
  1: { width: 56, height: 56 },
  2: { width: 48, height: 56 },
  3: { width: 160, height: 150 },
  4: { width: 60, height: 55 },
};
/** The planning's height (01 §2) and its row-title column. */
export const PLANNING_HEIGHT = 700;
export const ROW_TITLE_WIDTH = 220;
/** The day view's hour slots: 24 of the day and 8 of the next morning, for night services (01 §2). */
export const DAY_SLOTS = 32;

/** The days a mode shows around `anchor`: from the Monday (week, P4S), the 1st (month), or the day. */
export function planningDays(mode: PlanningMode, anchor: string): string[] {
  const monday = addDays(anchor, 1 - isoWeekday(anchor));
  if (mode === 4) return [anchor];
  if (mode === 3) return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  if (mode === 1) return Array.from({ length: 28 }, (_, index) => addDays(monday, index));
  const first = `${anchor.slice(0, 8)}01`;
  const days: string[] = [];
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The anchor of the previous (-1) or next (+1) window. */
export function shiftAnchor(mode: PlanningMode, anchor: string, direction: 1 | -1): string {
  if (mode === 4) return addDays(anchor, direction);
  if (mode === 3) return addDays(anchor, 7 * direction);
  if (mode === 1) return addDays(anchor, 28 * direction);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month - 1 + direction, 1));
  return next.toISOString().slice(0, 10);
}

/** The window the service is asked for: the day view also reads the next morning's services. */
export function requestWindow(mode: PlanningMode, days: readonly string[]) {
  return { from: days[0]!, to: mode === 4 ? addDays(days[0]!, 1) : days[days.length - 1]! };
}
