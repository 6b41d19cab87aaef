import { Alert, App, Button, Form, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  DECLARATIVE_EVENT_TYPE_KEYS,
  dutyScreenPath,
  fr,
  SERVICE_EVENT_TYPES,
  ServiceEventTypeKeySchema,
  uuidv7,
  type ServiceEventTypeKey,
} from '@portal/contracts';
import { useCan } from '@portal/kit';
import { takeLocation } from '../../field/location.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { TextOrPhotosFields } from '../../field/text-or-photos-fields.js';
import { useFieldDay } from '../../field/use-field-day.js';

const subscribeToHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};
let lastTypeKey: string | null = null;
/**
 * The `typeKey` of the incident route's query: the portal's tabs route screens by path, so the query
 * is read from the address itself, and kept while another tab is shown (the form stays as it was).
 */
function useIncidentTypeKey(): string | null {
  const hash = useSyncExternalStore(subscribeToHash, () => window.location.hash);
  const [path, query = ''] = hash.replace(/^#/, '').split('?');
  if (path?.startsWith('/incident')) lastTypeKey = new URLSearchParams(query).get('typeKey');
  return lastTypeKey;
}

type Declaration = { typeKey: ServiceEventTypeKey; content?: string; photos?: File[] };

/**
 * incident (terrainEventsIncident, 01 §2, §4 Incident): an event declared by the agent, posted to his
 * service on duty (else to the agency), after his position is taken. `typeKey` fixes the type;
 * without it, with the right to list service events, every declarative type is offered.
 */
export function IncidentDeclaration() {
  const fixed = ServiceEventTypeKeySchema.safeParse(useIncidentTypeKey());
  const canList = useCan('missionEvents.list');
  const day = useFieldDay();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [form] = Form.useForm<Declaration>();
  const active = day.active;
  // On duty, only the types his site has not turned off (the day tells them, offline too).
  const declarable: readonly ServiceEventTypeKey[] = active ? active.declarableTypes : DECLARATIVE_EVENT_TYPE_KEYS;
  const offered = canList ? DECLARATIVE_EVENT_TYPE_KEYS : (['observation'] as ServiceEventTypeKey[]);
  const types = fixed.success ? [fixed.data] : offered.filter((key) => declarable.includes(key));
  const turnedOff = types.length === 0 || (fixed.success && !declarable.includes(fixed.data));
  const firstType = types[0];
  // The same tab serves every type: coming back with another one starts a new declaration. Shown
  // again with the same one after another tab (which runs this effect anew), what was typed is kept.
  const declared = useRef<{ typeKey: ServiceEventTypeKey | undefined }>(null);
  useEffect(() => {
    if (declared.current && declared.current.typeKey === firstType) return;
    declared.current = { typeKey: firstType };
    form.setFieldsValue({ typeKey: firstType, content: '', photos: [] });
  }, [form, firstType]);

  const submit = async (values: Declaration) => {
    let location = null;
    if (active) {
      const hide = message.loading(fr.LOCATING, 0);
      const taken = await takeLocation(modal).finally(hide);
      if (taken === 'cancelled') return;
      location = taken;
    }
    const hide = message.loading(fr.REPORTING, 0);
    await day
      .act(
        {
          type: 'event.create',
          eventId: uuidv7(),
          serviceId: active?.id ?? null,
          typeKey: values.typeKey,
          content: (values.content ?? '').trim(),
          location,
        },
        values.photos ?? [],
      )
      .finally(hide);
    form.resetFields(['content', 'photos']);
    void message.success(
      navigator.onLine ? fr.EVENT_SENT : 'Signalement enregistré : il sera transmis dès le retour du réseau',
    );
    // Back to the service (its circuit's screen for a stop of a circuit), or home (01 §2 incident).
    navigate(active ? dutyScreenPath(active) : '/home');
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>
        {fixed.success ? SERVICE_EVENT_TYPES[fixed.data].name : 'Signaler un événement'}
      </Typography.Title>
      <FieldSyncBar processing={day.processing} />
      <Typography.Text type="secondary">
        {active
          ? `Service en cours : ${active.site.name}`
          : "Aucun service en cours : l'événement est transmis à l'agence"}
      </Typography.Text>
      {turnedOff ? <Alert type="warning" showIcon message={fr.EVENT_TYPE_DISABLED} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ typeKey: types[0] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="typeKey" label="Type d'événement" rules={[{ required: true, message: fr.REQUIRED }]}>
          <Select
            disabled={types.length === 1}
            options={types.map((key) => ({ value: key, label: SERVICE_EVENT_TYPES[key].name }))}
          />
        </Form.Item>
        <TextOrPhotosFields label="Description" rows={4} />
        <Button type="primary" htmlType="submit" block size="large" disabled={turnedOff}>
          Envoyer
        </Button>
      </Form>
    </Space>
  );
}
