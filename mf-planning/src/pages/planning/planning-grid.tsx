import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, type DragEvent, type ReactNode } from 'react';
import {
  addDays,
  isoWeekday,
  localDateOf,
  localTimeOf,
  SERVICE_BREAK_TYPE_LABELS,
  zonedInstant,
  type PlanningGap,
  type PlanningService,
} from '@portal/contracts';
import { GAP_COLOR, UNAVAILABLE_BACKGROUND } from './planning-legend.js';
import { CELL_SIZES, DAY_SLOTS, PLANNING_HEIGHT, ROW_TITLE_WIDTH, type PlanningMode } from './planning-window.js';
import { SERVICE_DRAG_TYPE, ServiceChip } from './service-chip.js';

/** A row of the planning: a site or an agent, with its services and (agents) unavailable periods. */
export type PlanningRow = {
  id: string;
  title: string;
  subtitle?: string;
  services: PlanningService[];
  unavailable?: { startAt: string; endAt: string }[];
  /** Schedule gaps (pauses, lateness, early departures, absences) of an agent's row. */
  gaps?: PlanningGap[];
};

export type PlanningGridProps = {
  mode: PlanningMode;
  days: string[];
  rows: PlanningRow[];
  /** What a chip says besides its hours (the site on an agent's row, the agents on a site's row). */
  chipLabel: (service: PlanningService) => string;
  onOpenService: (service: PlanningService) => void;
  /** A click on a free spot of a row's day: a new service there. */
  onOpenCell?: (rowId: string, day: string) => void;
  /** A service dropped on a row's day: moved there, or assigned to the row's agent. */
  onDropService?: (serviceId: string, rowId: string, day: string) => void;
  empty: ReactNode;
};

const HOUR_MS = 3_600_000;
// Made once: `toLocaleDateString` with options builds a formatter at every call, 62 per render.
const WEEKDAY_FORMAT = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', timeZone: 'UTC' });
const DAY_MONTH_FORMAT = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const headerOf = (day: string, mode: PlanningMode) => {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = WEEKDAY_FORMAT.format(date);
  const dayMonth = DAY_MONTH_FORMAT.format(date);
  return mode === 3 ? `${weekday} ${dayMonth}` : `${weekday.slice(0, 2)} ${day.slice(8)}`;
};

/** Services of a row by the local day they start on. */
function byDay(services: readonly PlanningService[]): Map<string, PlanningService[]> {
  const days = new Map<string, PlanningService[]>();
  for (const service of services) {
    const day = localDateOf(service.startAt);
    const ofDay = days.get(day);
    if (ofDay) ofDay.push(service);
    else days.set(day, [service]);
  }
  return days;
}

const overlapsDay = (period: { startAt: string; endAt: string }, day: string, nextDay: string) =>
  Date.parse(period.startAt) < Date.parse(nextDay) && Date.parse(period.endAt) > Date.parse(day);

/** A day column: its date and the instants it spans. */
type DayBounds = { day: string; start: string; end: string };

/**
 * The planning (01 §2): rows of sites or agents against days (P4S, month, week) or hour slots (day,
 * 32 slots), 700 px high with the header and row titles fixed. Only the rows in sight are rendered,
 * so a month of hundreds of agents mounts as fast as a week of ten; a scroll renders the rows that
 * come into sight only (the others are memoised).
 */
export function PlanningGrid(props: PlanningGridProps) {
  const { mode, days, rows } = props;
  const cell = CELL_SIZES[mode];
  const columns = mode === 4 ? DAY_SLOTS : days.length;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => cell.height,
    overscan: 6,
  });
  const width = ROW_TITLE_WIDTH + columns * cell.width;
  const dayBounds = useMemo(
    () =>
      days.map((day, index) => ({
        day,
        start: zonedInstant(day, '00:00'),
        end: zonedInstant(days[index + 1] ?? addDays(day, 1), '00:00'),
      })),
    [days],
  );
  const headers = useMemo(
    () =>
      mode === 4
        ? Array.from({ length: DAY_SLOTS }, (_, hour) => (
            <div key={hour} role="columnheader" style={{ ...headerStyle, width: cell.width }}>
              {String(hour % 24).padStart(2, '0')}h
            </div>
          ))
        : days.map((day) => (
            <div
              key={day}
              role="columnheader"
              style={{ ...headerStyle, width: cell.width, color: isoWeekday(day) === 7 ? '#cf1322' : undefined }}
            >
              {headerOf(day, mode)}
            </div>
          )),
    [mode, days, cell.width],
  );

  return (
    <div
      ref={scroller}
      role="grid"
      aria-label="Planning"
      style={{ height: PLANNING_HEIGHT, overflow: 'auto', border: '1px solid #f0f0f0', position: 'relative' }}
    >
      <div style={{ width, position: 'sticky', top: 0, zIndex: 2, display: 'flex', background: '#fafafa' }} role="row">
        <div style={{ ...titleStyle, height: 32, background: '#fafafa', zIndex: 3 }} />
        {headers}
      </div>
      {rows.length === 0 ? (
        <div style={{ padding: 24 }}>{props.empty}</div>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => (
            <GridRow
              key={rows[item.index]!.id}
              row={rows[item.index]!}
              top={item.start}
              mode={mode}
              width={width}
              cellWidth={cell.width}
              cellHeight={cell.height}
              dayBounds={dayBounds}
              chipLabel={props.chipLabel}
              onOpenService={props.onOpenService}
              onOpenCell={props.onOpenCell}
              onDropService={props.onDropService}
            />
          ))}
        </div>
      )}
    </div>
  );
}

type GridRowProps = Pick<PlanningGridProps, 'mode' | 'chipLabel' | 'onOpenService' | 'onOpenCell' | 'onDropService'> & {
  row: PlanningRow;
  top: number;
  width: number;
  cellWidth: number;
  cellHeight: number;
  dayBounds: readonly DayBounds[];
};

/** A row in sight: its title and its days (or the day view's hour slots). */
const GridRow = memo(function GridRow(props: GridRowProps) {
  const { row, mode, cellWidth, cellHeight } = props;
  const services = useMemo(() => byDay(row.services), [row.services]);
  const drop = (day: string) => (event: DragEvent) => {
    const serviceId = event.dataTransfer.getData(SERVICE_DRAG_TYPE);
    if (serviceId) props.onDropService?.(serviceId, row.id, day);
  };
  const allowDrop = (event: DragEvent) => {
    if (props.onDropService && event.dataTransfer.types.includes(SERVICE_DRAG_TYPE)) event.preventDefault();
  };
  return (
    <div
      role="row"
      aria-label={row.title}
      style={{ position: 'absolute', top: props.top, height: cellHeight, width: props.width, display: 'flex' }}
    >
      <div style={{ ...titleStyle, height: cellHeight }} role="rowheader">
        <div style={{ fontWeight: 500 }}>{row.title}</div>
        {row.subtitle ? <div style={{ fontSize: 12, color: '#8c8c8c' }}>{row.subtitle}</div> : null}
      </div>
      {mode === 4 ? (
        <DayRow {...props} day={props.dayBounds[0]!.day} onDrop={drop} allowDrop={allowDrop} />
      ) : (
        props.dayBounds.map(({ day, start, end }) => (
          <div
            key={day}
            role="gridcell"
            aria-label={`${row.title} ${day}`}
            onClick={() => props.onOpenCell?.(row.id, day)}
            onDragOver={allowDrop}
            onDrop={drop(day)}
            style={{
              ...cellStyle,
              width: cellWidth,
              height: cellHeight,
              background: row.unavailable?.some((period) => overlapsDay(period, start, end))
                ? UNAVAILABLE_BACKGROUND
                : undefined,
            }}
          >
            {(services.get(day) ?? []).map((service) => (
              <ServiceChip
                key={service.id}
                service={service}
                label={props.chipLabel(service)}
                compact={mode !== 3}
                onOpen={props.onOpenService}
              />
            ))}
            <GapMarks gaps={(row.gaps ?? []).filter((gap) => overlapsDay(gap, start, end))} />
          </div>
        ))
      )}
    </div>
  );
});

/** The day view's row: services placed on the 32 hour slots by their hours. */
function DayRow(
  props: GridRowProps & {
    day: string;
    onDrop: (day: string) => (event: DragEvent) => void;
    allowDrop: (event: DragEvent) => void;
  },
) {
  const { row, cellWidth, day } = props;
  const origin = Date.parse(zonedInstant(day, '00:00'));
  const place = (period: { startAt: string; endAt: string }) => {
    const left = Math.max(0, (Date.parse(period.startAt) - origin) / HOUR_MS) * cellWidth;
    const right = Math.min(DAY_SLOTS, (Date.parse(period.endAt) - origin) / HOUR_MS) * cellWidth;
    return { left, width: Math.max(right - left, 8) };
  };
  return (
    <div
      role="gridcell"
      aria-label={`${row.title} ${day}`}
      onClick={() => props.onOpenCell?.(row.id, day)}
      onDragOver={props.allowDrop}
      onDrop={props.onDrop(day)}
      style={{
        position: 'relative',
        width: DAY_SLOTS * cellWidth,
        backgroundSize: `${cellWidth}px 100%`,
        backgroundImage: 'linear-gradient(to right, #f0f0f0 1px, transparent 1px)',
      }}
    >
      {(row.unavailable ?? []).map((period, index) => (
        <div
          key={index}
          style={{ position: 'absolute', top: 0, bottom: 0, background: UNAVAILABLE_BACKGROUND, ...place(period) }}
        />
      ))}
      {row.services.map((service, index) => (
        <ServiceChip
          key={service.id}
          service={service}
          label={props.chipLabel(service)}
          compact={false}
          onOpen={props.onOpenService}
          style={{ position: 'absolute', top: 2 + (index % 2) * 24, height: 22, overflow: 'hidden', ...place(service) }}
        />
      ))}
      {(row.gaps ?? []).map((gap, index) => (
        <div
          key={index}
          role="img"
          title={gapText(gap)}
          aria-label={gapText(gap)}
          style={{ position: 'absolute', bottom: 2, height: 6, background: GAP_COLOR, ...place(gap) }}
        />
      ))}
    </div>
  );
}

/** 'Retard 20:00–20:45'. */
const gapText = (gap: PlanningGap) =>
  `${SERVICE_BREAK_TYPE_LABELS[gap.type]} ${localTimeOf(gap.startAt)}–${localTimeOf(gap.endAt)}`;

/** A day's schedule gaps on an agent's row: a small mark each, its kind and hours on hover and for readers. */
function GapMarks(props: { gaps: PlanningGap[] }) {
  if (props.gaps.length === 0) return null;
  return (
    <div style={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {props.gaps.map((gap, index) => (
        <span
          key={index}
          role="img"
          title={gapText(gap)}
          aria-label={gapText(gap)}
          style={{ width: 10, height: 6, borderRadius: 2, background: GAP_COLOR }}
        />
      ))}
    </div>
  );
}

const titleStyle: React.CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: ROW_TITLE_WIDTH,
  flex: `0 0 ${ROW_TITLE_WIDTH}px`,
  background: '#fff',
  borderRight: '1px solid #f0f0f0',
  borderBottom: '1px solid #f0f0f0',
  padding: '4px 8px',
  overflow: 'hidden',
};
const headerStyle: React.CSSProperties = {
  flex: '0 0 auto',
  height: 32,
  lineHeight: '32px',
  textAlign: 'center',
  fontSize: 12,
  borderRight: '1px solid #f0f0f0',
  borderBottom: '1px solid #f0f0f0',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};
const cellStyle: React.CSSProperties = {
  flex: '0 0 auto',
  borderRight: '1px solid #f0f0f0',
  borderBottom: '1px solid #f0f0f0',
  padding: 2,
  overflow: 'hidden',
};
