import { Space } from 'antd';
import { SERVICE_STATUS_LABELS, type ServiceStatus } from '@portal/contracts';

/** The colour of each service status on the planning. */
export const STATUS_HEX: Record<ServiceStatus, string> = {
  100: '#1677ff',
  110: '#fa8c16',
  120: '#f5222d',
  200: '#52c41a',
  250: '#a0d911',
  300: '#8c8c8c',
  400: '#fa541c',
  500: '#faad14',
  600: '#bfbfbf',
  700: '#722ed1',
  800: '#eb2f96',
};
const SHOWN: ServiceStatus[] = [100, 110, 200, 500, 300, 120, 800];

const swatch = (color: string, background = color) => (
  <span
    style={{ display: 'inline-block', width: 12, height: 12, background, border: `1px solid ${color}`, marginRight: 4 }}
  />
);

/** The legend of the planning (01 §2): statuses, services to staff, and on the agents' view unavailabilities. */
export function PlanningLegend(props: { view: 'sites' | 'agents' }) {
  return (
    <Space wrap size="middle" style={{ fontSize: 12, marginTop: 8 }} aria-label="Légende">
      {SHOWN.map((status) => (
        <span key={status}>
          {swatch(STATUS_HEX[status])}
          {SERVICE_STATUS_LABELS[status]}
        </span>
      ))}
      <span>{swatch('#fa8c16', '#fff7e6')}À pourvoir</span>
      {props.view === 'agents' ? <span>{swatch('#d9d9d9', UNAVAILABLE_BACKGROUND)}Indisponible</span> : null}
    </Space>
  );
}

/** A schedule gap (pause, lateness, early departure, absence) on an agent's row. */
export const GAP_COLOR = '#fa8c16';

/** An agent's unavailable time on his row. */
export const UNAVAILABLE_BACKGROUND =
  'repeating-linear-gradient(45deg, #f5f5f5, #f5f5f5 6px, #e8e8e8 6px, #e8e8e8 12px)';
