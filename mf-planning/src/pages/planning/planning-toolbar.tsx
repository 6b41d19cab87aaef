import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Typography } from 'antd';
import { localDateOf } from '@portal/contracts';
import { PLANNING_MODES, shiftAnchor, type PlanningMode } from './planning-window.js';

const MODE_OPTIONS = Object.entries(PLANNING_MODES).map(([value, label]) => ({ value: Number(value), label }));

const frenchDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The window's title: 'Novembre 2026', or 'du 23 novembre 2026 au 29 novembre 2026'. */
export function windowTitle(mode: PlanningMode, days: readonly string[]): string {
  if (mode === 4) return frenchDay(days[0]!);
  if (mode === 2) {
    const month = new Date(`${days[0]}T12:00:00Z`).toLocaleDateString('fr-FR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return month.charAt(0).toUpperCase() + month.slice(1);
  }
  return `du ${frenchDay(days[0]!)} au ${frenchDay(days[days.length - 1]!)}`;
}

/** Mode (P4S, Mois, Semaine, Jour), previous / today / next, and the window shown. */
export function PlanningToolbar(props: {
  mode: PlanningMode;
  anchor: string;
  days: readonly string[];
  onChange: (next: { mode: PlanningMode; anchor: string }) => void;
  extra?: React.ReactNode;
}) {
  const { mode, anchor } = props;
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
      <Space wrap>
        <Button
          aria-label="Période précédente"
          icon={<LeftOutlined />}
          onClick={() => props.onChange({ mode, anchor: shiftAnchor(mode, anchor, -1) })}
        />
        <Button onClick={() => props.onChange({ mode, anchor: localDateOf(new Date()) })}>Aujourd'hui</Button>
        <Button
          aria-label="Période suivante"
          icon={<RightOutlined />}
          onClick={() => props.onChange({ mode, anchor: shiftAnchor(mode, anchor, 1) })}
        />
        <Typography.Text strong>{windowTitle(mode, props.days)}</Typography.Text>
      </Space>
      <Space wrap>
        <Segmented<number>
          options={MODE_OPTIONS}
          value={mode}
          onChange={(value) => props.onChange({ mode: value as PlanningMode, anchor })}
        />
        {props.extra}
      </Space>
    </Space>
  );
}
