import type { TableColumnsType } from 'antd';
import type { HoursSplit } from '@portal/contracts';
import { formatDecimal } from '@portal/kit';

/** '12,5 h'; nothing for none. */
export const hoursText = (value: number) => (value === 0 ? '—' : `${formatDecimal(value)} h`);

/** The columns of an hours split: day, night, Sunday, holiday, total (01 §3). */
export function hoursSplitColumns<Row extends { hours: HoursSplit }>(): TableColumnsType<Row> {
  const column = (title: string, kind: keyof HoursSplit) => ({
    title,
    key: kind,
    align: 'right' as const,
    render: (_: unknown, row: Row) => hoursText(row.hours[kind]),
    sorter: (a: Row, b: Row) => a.hours[kind] - b.hours[kind],
  });
  return [
    column('Jour', 'day'),
    column('Nuit', 'night'),
    column('Dimanche', 'sunday'),
    column('Férié', 'holiday'),
    column('Total', 'total'),
  ];
}
