import { App, Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { fr, localTimeOf, SERVICE_STATUS_LABELS, serviceScreenPath } from '@portal/contracts';
import { SERVICE_STATUS_TAG_COLORS } from '@portal/kit';
import { isActive, isLeftOpen, type LocalService } from '../../field/local-services.js';
import { takeLocation } from '../../field/location.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldDay } from '../../field/use-field-day.js';

/** A service the agent is on, or left open past its end (he may still end it). */
const onIt = (service: LocalService) => isActive(service) || isLeftOpen(service);

/** terrain/priseService/:id? (01 §2 Field mode): today's services of the agent, planned first; start or resume one. */
export default function TakeServicePage() {
  const { id } = useParams();
  const day = useFieldDay();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const shown = id ? day.services.filter((service) => service.id === id) : day.services;

  const start = (service: LocalService) => {
    if (onIt(service)) return navigate(serviceScreenPath(service));
    if (service.status === 300 || new Date(service.endAt) <= new Date()) return void message.error(fr.SERVICE_FINISHED);
    if (day.active && day.active.id !== service.id && !day.active.circuitId)
      return void message.error(day.active.status === 500 ? fr.SERVICE_PAUSED : fr.SERVICE_ACTIVE);
    const otherPending = day.syncState.pending.some(
      (entry) => 'serviceId' in entry.message && entry.message.serviceId !== service.id,
    );
    if (otherPending) return void message.error(fr.SERVICE_MUST_SYNC);
    void modal.confirm({
      title: 'Commencer le service ?',
      content: `${service.site.name}, de ${localTimeOf(service.startAt)} à ${localTimeOf(service.endAt)}`,
      okText: 'Commencer',
      cancelText: 'Annuler',
      onOk: async () => {
        const location = await takeLocation(modal);
        if (location === 'cancelled') return;
        await day.act({ type: 'service.start', serviceId: service.id, location });
        navigate(serviceScreenPath(service));
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Prise de service</Typography.Title>
      <FieldSyncBar processing={day.processing} />
      {day.server.isLoading ? (
        <Spin />
      ) : day.server.isError ? (
        <Empty description="Vos services n'ont pas pu être chargés" />
      ) : shown.length === 0 ? (
        <Empty description="Aucun service aujourd'hui" />
      ) : (
        <List
          dataSource={shown}
          renderItem={(service) => (
            <List.Item>
              <Card
                style={{ width: '100%' }}
                title={service.site.name}
                extra={
                  <Tag color={SERVICE_STATUS_TAG_COLORS[service.status]}>{SERVICE_STATUS_LABELS[service.status]}</Tag>
                }
              >
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Typography.Text>
                    {localTimeOf(service.startAt)}–{localTimeOf(service.endAt)} · {service.prestation}
                  </Typography.Text>
                  {service.site.address ? (
                    <Typography.Text type="secondary">{service.site.address}</Typography.Text>
                  ) : null}
                  {service.round.stops.length > 0 ? (
                    <Typography.Text type="secondary">
                      Ronde de {service.round.stops.length} points de contrôle
                    </Typography.Text>
                  ) : null}
                  {service.status === 300 ? null : (
                    <Button
                      type="primary"
                      block
                      onClick={() => start(service)}
                      aria-label={`${onIt(service) ? 'Reprendre' : 'Commencer'} ${service.site.name}`}
                    >
                      {onIt(service) ? 'Reprendre le service' : 'Commencer le service'}
                    </Button>
                  )}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
