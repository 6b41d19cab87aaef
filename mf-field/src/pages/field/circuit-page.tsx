import { Button, Card, Empty, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CIRCUIT_STATUS_LABELS, localTimeOf, SERVICE_STATUS_LABELS, serviceScreenPath } from '@portal/contracts';
import { SERVICE_STATUS_TAG_COLORS } from '@portal/kit';
import { circuitOfDay } from '../../field/circuit-of-day.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldDay } from '../../field/use-field-day.js';

/** A long site name wraps on a phone instead of running out of the button. */
const WRAPPING = { whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 8 } as const;

const stepStatus = (status: number) =>
  status === 300
    ? 'finish'
    : [200, 250, 500].includes(status)
      ? 'process'
      : [100, 110].includes(status)
        ? 'wait'
        : 'error';

/**
 * terrain/circuitActif/:slug? (01 §2, §4): the circuit (tour) the agent works today, its stops in
 * order, the next one (the first waiting) to take and the one in progress to open.
 */
export default function CircuitPage() {
  const { slug } = useParams();
  const day = useFieldDay();
  const navigate = useNavigate();
  const circuit = circuitOfDay(day.services, slug);

  if (day.server.isLoading) return <Spin />;
  if (!circuit)
    return (
      <Empty description="Aucun circuit aujourd'hui">
        <Button type="primary" onClick={() => navigate('/terrain/priseService')}>
          Prendre un service
        </Button>
      </Empty>
    );

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Circuit {circuit.name}</Typography.Title>
      <FieldSyncBar processing={day.processing} />
      <Space wrap>
        <Typography.Text type="secondary">{circuit.reference}</Typography.Text>
        <Tag
          color={
            circuit.status === 400
              ? 'green'
              : circuit.status === 200
                ? 'blue'
                : circuit.status === 30
                  ? 'red'
                  : 'default'
          }
        >
          {CIRCUIT_STATUS_LABELS[circuit.status]}
        </Tag>
      </Space>
      {circuit.active ? (
        <Button
          type="primary"
          block
          size="large"
          style={WRAPPING}
          onClick={() => navigate(serviceScreenPath(circuit.active!))}
        >
          Étape en cours : {circuit.active.site.name}
        </Button>
      ) : circuit.next ? (
        <Button
          type="primary"
          block
          size="large"
          style={WRAPPING}
          onClick={() => navigate(`/terrain/priseService/${circuit.next!.id}`)}
        >
          Étape suivante : {circuit.next.site.name}
        </Button>
      ) : null}
      <Card size="small" title="Étapes">
        <Steps
          direction="vertical"
          size="small"
          current={circuit.stops.findIndex((stop) => stop.id === (circuit.active ?? circuit.next)?.id)}
          items={circuit.stops.map((stop) => ({
            status: stepStatus(stop.status),
            title: stop.site.name,
            description: (
              <Space direction="vertical" size={0}>
                <Typography.Text type="secondary">
                  {localTimeOf(stop.startAt)}–{localTimeOf(stop.endAt)} · {stop.prestation}
                </Typography.Text>
                <Tag color={SERVICE_STATUS_TAG_COLORS[stop.status]}>{SERVICE_STATUS_LABELS[stop.status]}</Tag>
              </Space>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}
