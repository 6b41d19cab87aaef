import { Alert, App, Button, Card, Descriptions, Empty, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState, type ComponentProps } from 'react';
import { useNavigate, useParams } from 'react-router';
import { circuitScreenPath, fr, localTimeOf, SERVICE_STATUS_LABELS } from '@portal/contracts';
import { afterPaint, deferredComponent, SERVICE_STATUS_TAG_COLORS } from '@portal/kit';
import { endDialogReasons, EndServiceDialog, type EndOfService } from '../../field/dialogs/end-service-dialog.js';
import { ExtensionDialog } from '../../field/dialogs/extension-dialog.js';
import { isActive, isLeftOpen, isPaused, type LocalService } from '../../field/local-services.js';
import { locationConsentGiven, takeLocation } from '../../field/location.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldDay } from '../../field/use-field-day.js';

/** The map's room, kept while its code arrives: the buttons below do not move. */
const mapRoom = <div style={{ height: 262 }} />;

/** The map's code (OpenLayers) arrives after the screen: its buttons show at once. */
const ServiceMap = deferredComponent(
  () => import('../../field/service-map/service-map.js').then((module) => module.ServiceMap),
  mapRoom,
);

/**
 * The map, asked once the screen around it has been painted: evaluating OpenLayers (a few hundred
 * milliseconds on a slow phone) would otherwise hold back the first paint of the buttons.
 */
function MapAfterPaint(props: ComponentProps<typeof ServiceMap>) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? <ServiceMap {...props} /> : mapRoom;
}

/** terrain/serviceActif/:id? (01 §2, §4): the service on duty, its pause, extension, round, reports and end. */
export default function ActiveServicePage() {
  const { id } = useParams();
  const day = useFieldDay();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [dialog, setDialog] = useState<'extend' | 'end' | null>(null);
  const service = (id ? day.find(id) : null) ?? day.active;

  if (day.server.isLoading) return <Spin />;
  if (!service)
    return (
      <Empty description="Aucun service en cours">
        <Button type="primary" onClick={() => navigate('/terrain/priseService')}>
          Prendre un service
        </Button>
      </Empty>
    );

  const paused = isPaused(service);
  const leftOpen = isLeftOpen(service);
  const onDuty = isActive(service) || leftOpen;
  /** Every step of the service is recorded with the phone's position (on duty only). */
  const act = async (step: Parameters<typeof day.act>[0], photos: readonly File[] = []) => {
    const location = await takeLocation(modal);
    if (location === 'cancelled') return false;
    await day.act({ ...step, location } as Parameters<typeof day.act>[0], photos);
    return true;
  };
  const guard = (run: () => void) => (paused ? void message.warning(fr.SERVICE_PAUSED) : run());

  const end = async (ending: EndOfService) => {
    const step = {
      type: 'service.end',
      serviceId: service.id,
      comment: ending.comment,
      report: ending.report,
    } as const;
    if (await act(step, ending.photos)) {
      setDialog(null);
      void message.success('Service terminé');
    }
  };
  const askEnd = () =>
    guard(() => {
      if (endDialogReasons(service).length > 0) return setDialog('end');
      void modal.confirm({
        title: 'Terminer le service ?',
        okText: 'Terminer',
        cancelText: 'Annuler',
        onOk: () => end({ comment: '', report: null, photos: [] }),
      });
    });

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Service en cours</Typography.Title>
      <FieldSyncBar processing={day.processing} />
      <Card
        title={service.site.name}
        extra={<Tag color={SERVICE_STATUS_TAG_COLORS[service.status]}>{SERVICE_STATUS_LABELS[service.status]}</Tag>}
      >
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Prévu">
            {localTimeOf(service.startAt)}–{localTimeOf(service.endAt)}
          </Descriptions.Item>
          <Descriptions.Item label="Commencé à">
            {service.realStartAt ? localTimeOf(service.realStartAt) : '—'}
          </Descriptions.Item>
          {service.realEndAt ? (
            <Descriptions.Item label="Terminé à">{localTimeOf(service.realEndAt)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label="Prestation">{service.prestation}</Descriptions.Item>
          {service.site.address ? <Descriptions.Item label="Adresse">{service.site.address}</Descriptions.Item> : null}
        </Descriptions>
        {service.site.instructions ? (
          <Alert type="info" message="Consignes du site" description={service.site.instructions} />
        ) : null}
      </Card>
      <MapAfterPaint site={service.site} watching={onDuty && locationConsentGiven()} />
      {leftOpen ? (
        <Alert
          type="warning"
          showIcon
          message="Service non terminé à l'heure prévue : terminez-le pour enregistrer votre heure de fin"
        />
      ) : null}
      {paused ? <Alert type="warning" showIcon message={fr.SERVICE_PAUSED} /> : null}
      {service.status === 300 ? <Alert type="success" showIcon message="Service terminé" /> : null}
      {service.circuit ? (
        <Button
          block
          style={{ whiteSpace: 'normal', height: 'auto' }}
          onClick={() => navigate(circuitScreenPath(service))}
        >
          Circuit {service.circuit.name} (étape {service.circuit.position})
        </Button>
      ) : null}
      {onDuty ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button
            block
            size="large"
            onClick={() => void act({ type: paused ? 'break.stop' : 'break.start', serviceId: service.id })}
          >
            {paused ? 'Reprendre' : 'Pause'}
          </Button>
          <Button block size="large" onClick={() => navigate('/incident')}>
            Signaler un événement
          </Button>
          {service.round.stops.length > 0 ? (
            <Button block size="large" onClick={() => guard(() => navigate(`/terrain/tournee/${service.id}`))}>
              Ronde ({service.round.stops.filter((stop) => stop.passedAt).length}/{service.round.stops.length})
            </Button>
          ) : null}
          {service.status !== 250 ? (
            <Button block size="large" onClick={() => guard(() => setDialog('extend'))}>
              Prolonger
            </Button>
          ) : null}
          <Button block size="large" type="primary" danger onClick={askEnd}>
            Terminer le service
          </Button>
        </Space>
      ) : null}
      {dialog === 'extend' ? (
        <ExtensionDialog
          open
          onCancel={() => setDialog(null)}
          onExtend={(reason, text) => {
            setDialog(null);
            void act({ type: 'service.extend', serviceId: service.id, reason, text });
          }}
        />
      ) : null}
      {dialog === 'end' ? (
        <EndServiceDialog
          service={service as LocalService}
          open
          onCancel={() => setDialog(null)}
          onEnd={(ending) => void end(ending)}
        />
      ) : null}
    </Space>
  );
}
