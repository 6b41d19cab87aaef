import { useEffect, useState, type ComponentProps } from 'react';
import { useNavigate, useParams } from 'react-router';
import { circuitScreenPath, fr, localTimeOf, SERVICE_STATUS_LABELS } from '@portal/contracts';
import {
  afterPaint,
  antdComponent,
  PlainAlert,
  PlainButton,
  PlainCard,
  PlainDescriptions,
  PlainPlaceholder,
  PlainStack,
  PlainTag,
  PlainTitle,
  SERVICE_STATUS_TAG_COLORS,
  useLazyAntdApp,
} from '@portal/kit/core';
import { endDialogReasons, type EndOfService } from '../../field/dialogs/end-dialog-reasons.js';
import { isActive, isLeftOpen, isPaused, type LocalService } from '../../field/local-services.js';
import { locationConsentGiven, takeLocation } from '../../field/location.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldDay } from '../../field/use-field-day.js';

/** The map's room, kept while its code arrives: the buttons below do not move. */
const mapRoom = <div style={{ height: 262 }} />;

/** The map's code (OpenLayers, and antd for its button) arrives after the screen: its buttons show at once. */
const ServiceMap = antdComponent(
  () => import('../../field/service-map/service-map.js').then((module) => module.ServiceMap),
  mapRoom,
);
/** The dialogs (antd's): loaded after the screen's paint, so that they open offline too. */
const ExtensionDialog = antdComponent(() =>
  import('../../field/dialogs/extension-dialog.js').then((module) => module.ExtensionDialog),
);
const EndServiceDialog = antdComponent(() =>
  import('../../field/dialogs/end-service-dialog.js').then((module) => module.EndServiceDialog),
);

const emptyStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  padding: '32px 0',
} as const;

/**
 * The map, asked once the screen around it has been painted: evaluating OpenLayers (a few hundred
 * milliseconds on a slow phone) would otherwise hold back the first paint of the buttons.
 */
function MapAfterPaint(props: ComponentProps<typeof ServiceMap>) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted ? <ServiceMap {...props} /> : mapRoom;
}

/**
 * terrain/serviceActif/:id? (01 §2, §4): the service on duty, its pause, extension, round, reports and
 * end. Drawn without antd (the kit's plain components, antd's look): a phone reopening its service
 * shows it before antd is loaded; antd comes after the paint, for the dialogs, messages and the map.
 */
export default function ActiveServicePage() {
  const { id } = useParams();
  const day = useFieldDay();
  const navigate = useNavigate();
  const antd = useLazyAntdApp();
  useEffect(
    () =>
      afterPaint(() => {
        // Offline and never loaded, a dialog is tried again when opened (its error then shown).
        ExtensionDialog.preload().catch(() => undefined);
        EndServiceDialog.preload().catch(() => undefined);
      }),
    [],
  );
  const [dialog, setDialog] = useState<'extend' | 'end' | null>(null);
  const service = (id ? day.find(id) : null) ?? day.active;

  if (day.server.isLoading) return <PlainPlaceholder />;
  if (!service)
    return (
      <div style={emptyStyle}>
        <span>Aucun service en cours</span>
        <PlainButton variant="primary" onClick={() => navigate('/terrain/priseService')}>
          Prendre un service
        </PlainButton>
      </div>
    );

  const paused = isPaused(service);
  const leftOpen = isLeftOpen(service);
  const onDuty = isActive(service) || leftOpen;
  /** Every step of the service is recorded with the phone's position (on duty only). */
  const act = async (step: Parameters<typeof day.act>[0], photos: readonly File[] = []) => {
    const location = await takeLocation((await antd.app()).modal);
    if (location === 'cancelled') return false;
    await day.act({ ...step, location } as Parameters<typeof day.act>[0], photos);
    return true;
  };
  const guard = (run: () => void) =>
    paused ? void antd.app().then(({ message }) => message.warning(fr.SERVICE_PAUSED)) : run();

  const end = async (ending: EndOfService) => {
    const step = {
      type: 'service.end',
      serviceId: service.id,
      comment: ending.comment,
      report: ending.report,
    } as const;
    if (await act(step, ending.photos)) {
      setDialog(null);
      void (await antd.app()).message.success('Service terminé');
    }
  };
  const askEnd = () =>
    guard(() => {
      if (endDialogReasons(service).length > 0) return setDialog('end');
      void antd.app().then(({ modal }) => {
        modal.confirm({
          title: 'Terminer le service ?',
          okText: 'Terminer',
          cancelText: 'Annuler',
          onOk: () => end({ comment: '', report: null, photos: [] }),
        });
      });
    });

  return (
    <>
      {antd.holder}
      <PlainStack style={{ maxWidth: 640 }}>
        <PlainTitle>Service en cours</PlainTitle>
        <FieldSyncBar processing={day.processing} />
        <PlainCard
          title={service.site.name}
          extra={
            <PlainTag color={SERVICE_STATUS_TAG_COLORS[service.status]}>
              {SERVICE_STATUS_LABELS[service.status]}
            </PlainTag>
          }
        >
          <PlainDescriptions
            items={[
              { label: 'Prévu', value: `${localTimeOf(service.startAt)}–${localTimeOf(service.endAt)}` },
              { label: 'Commencé à', value: service.realStartAt ? localTimeOf(service.realStartAt) : '—' },
              service.realEndAt ? { label: 'Terminé à', value: localTimeOf(service.realEndAt) } : null,
              { label: 'Prestation', value: service.prestation },
              service.site.address ? { label: 'Adresse', value: service.site.address } : null,
            ]}
          />
          {service.site.instructions ? (
            <PlainAlert type="info" message="Consignes du site" description={service.site.instructions} />
          ) : null}
        </PlainCard>
        <MapAfterPaint site={service.site} watching={onDuty && locationConsentGiven()} />
        {leftOpen ? (
          <PlainAlert
            type="warning"
            showIcon
            message="Service non terminé à l'heure prévue : terminez-le pour enregistrer votre heure de fin"
          />
        ) : null}
        {paused ? <PlainAlert type="warning" showIcon message={fr.SERVICE_PAUSED} /> : null}
        {service.status === 300 ? <PlainAlert type="success" showIcon message="Service terminé" /> : null}
        {service.circuit ? (
          <PlainButton block wrap onClick={() => navigate(circuitScreenPath(service))}>
            Circuit {service.circuit.name} (étape {service.circuit.position})
          </PlainButton>
        ) : null}
        {onDuty ? (
          <PlainStack>
            <PlainButton
              block
              size="large"
              onClick={() => void act({ type: paused ? 'break.stop' : 'break.start', serviceId: service.id })}
            >
              {paused ? 'Reprendre' : 'Pause'}
            </PlainButton>
            <PlainButton block size="large" onClick={() => navigate('/incident')}>
              Signaler un événement
            </PlainButton>
            {service.round.stops.length > 0 ? (
              <PlainButton block size="large" onClick={() => guard(() => navigate(`/terrain/tournee/${service.id}`))}>
                Ronde ({service.round.stops.filter((stop) => stop.passedAt).length}/{service.round.stops.length})
              </PlainButton>
            ) : null}
            {service.status !== 250 ? (
              <PlainButton block size="large" onClick={() => guard(() => setDialog('extend'))}>
                Prolonger
              </PlainButton>
            ) : null}
            <PlainButton block size="large" variant="primary" danger onClick={askEnd}>
              Terminer le service
            </PlainButton>
          </PlainStack>
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
      </PlainStack>
    </>
  );
}
