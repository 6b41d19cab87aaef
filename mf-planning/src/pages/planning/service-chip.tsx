import { memo, type DragEvent } from 'react';
import { localTimeOf, SERVICE_STATUS_LABELS, type PlanningService } from '@portal/contracts';
import { STATUS_HEX } from './planning-legend.js';

/** The drag payload's type: a service's id. */
export const SERVICE_DRAG_TYPE = 'application/x-portal-service';

/**
 * A service on the planning: its hours and what the row does not say (the site on an agent's row,
 * the agents on a site's row), coloured by status; dragged to move or assign it. Memoised: a row
 * rendered again with the same services renders none of its chips again.
 */
export const ServiceChip = memo(function ServiceChip(props: {
  service: PlanningService;
  label: string;
  compact: boolean;
  style?: React.CSSProperties;
  onOpen: (service: PlanningService) => void;
}) {
  const { service, label, compact } = props;
  const hours = `${localTimeOf(service.startAt)}–${localTimeOf(service.endAt)}`;
  const missing = service.nbAgents - service.agents.length;
  const title = `${service.reference} · ${hours} · ${service.siteName} · ${SERVICE_STATUS_LABELS[service.status]}${
    missing > 0 ? ` · ${missing} à pourvoir` : ''
  }`;
  return (
    <div
      role="button"
      tabIndex={0}
      title={title}
      aria-label={`Service ${service.reference} ${hours} ${label}`}
      draggable
      onDragStart={(event: DragEvent) => event.dataTransfer.setData(SERVICE_DRAG_TYPE, service.id)}
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(service);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') props.onOpen(service);
      }}
      style={{
        background: missing > 0 ? '#fff7e6' : '#f0f5ff',
        borderLeft: `4px solid ${STATUS_HEX[service.status]}`,
        borderRadius: 4,
        padding: compact ? '0 2px' : '2px 6px',
        marginBottom: 2,
        fontSize: compact ? 10 : 12,
        lineHeight: compact ? '14px' : '16px',
        cursor: 'pointer',
        overflow: 'hidden',
        whiteSpace: compact ? 'nowrap' : 'normal',
        ...props.style,
      }}
    >
      {compact ? (
        localTimeOf(service.startAt).slice(0, 2) + 'h'
      ) : (
        <>
          <strong>{hours}</strong>
          <div>{label}</div>
        </>
      )}
    </div>
  );
});
