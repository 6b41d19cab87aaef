import { Button, Empty, Form, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  BILLING_MODE_LABELS,
  SERVICE_CATEGORY_LABELS,
  UNPLANNED_DURATION_MAX,
  type UnplannedPrestation,
} from '@portal/contracts';
import { applyFieldErrors, queryClient, requiredRule, SitePicker, useAgencyId, usePlanningSave } from '@portal/kit';
import { agentFieldKeys, fetchUnplannedPrestations, startUnplannedService } from '../../field/agent-field-calls.js';
import { fieldDayKey } from '../../field/use-field-day.js';

/** Half an hour, then whole hours up to the longest service (01 §9: 720 minutes). */
const DURATIONS = [30, ...Array.from({ length: UNPLANNED_DURATION_MAX / 60 }, (_, index) => (index + 1) * 60)];
const durationLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60}` : ''}`;
const prestationLabel = (prestation: UnplannedPrestation) =>
  `${prestation.label} · ${SERVICE_CATEGORY_LABELS[prestation.category]} (${BILLING_MODE_LABELS[prestation.billingMode]})`;

type Values = { siteId?: string; fromServiceId?: string; durationMinutes?: number };

/**
 * servicesNonPlanifies (00 §2.4): the agent starts a service nobody planned: a site, one of the
 * prestations sold there, how long; he is planned from now and takes it as any other service.
 */
export default function UnplannedServicePage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const siteId = Form.useWatch('siteId', form);
  const [busy, setBusy] = useState(false);
  const prestations = useQuery({
    queryKey: agentFieldKeys.prestations(agencyId, siteId ?? ''),
    queryFn: () => fetchUnplannedPrestations(agencyId, siteId ?? ''),
    enabled: Boolean(siteId),
  });

  // Planning warnings ask to go on (01 §8); a forbidding rule is said as refused.
  const save = usePlanningSave('Commencer quand même');

  const start = async (values: Values) => {
    const body = {
      siteId: values.siteId ?? '',
      fromServiceId: values.fromServiceId ?? '',
      durationMinutes: values.durationMinutes ?? 0,
    };
    setBusy(true);
    try {
      const service = await save((confirmed) => startUnplannedService(agencyId, { ...body, confirmed }));
      if (!service) return;
      await queryClient.invalidateQueries({ queryKey: fieldDayKey(agencyId) });
      navigate(`/terrain/priseService/${service.id}`);
    } catch (error) {
      if (!applyFieldErrors(form, error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  const none = Boolean(siteId) && prestations.isSuccess && prestations.data.length === 0;
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Service non planifié</Typography.Title>
      <Typography.Paragraph type="secondary">
        Commencez un service qui n'était pas prévu : il est enregistré à votre nom à partir de maintenant.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ durationMinutes: 240 }}
        onFinish={(values) => void start(values)}
        onValuesChange={(changed: Values) => {
          if ('siteId' in changed) form.setFieldValue('fromServiceId', undefined);
        }}
      >
        <Form.Item name="siteId" label="Site" rules={[requiredRule]}>
          <SitePicker aria-label="Site" />
        </Form.Item>
        {none ? (
          <Empty
            style={{ marginBottom: 16 }}
            description={
              <span>
                Aucune prestation n'est encore prévue sur ce site :{' '}
                <Link to="/terrain/contactAgence">contactez l'agence</Link>.
              </span>
            }
          />
        ) : (
          <Form.Item name="fromServiceId" label="Prestation" rules={[requiredRule]}>
            <Select
              aria-label="Prestation"
              placeholder={siteId ? 'Choisir une prestation' : "Choisissez d'abord un site"}
              disabled={!siteId}
              loading={prestations.isFetching}
              options={(prestations.data ?? []).map((prestation) => ({
                value: prestation.fromServiceId,
                label: prestationLabel(prestation),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item name="durationMinutes" label="Durée prévue" rules={[requiredRule]}>
          <Select
            aria-label="Durée prévue"
            options={DURATIONS.map((minutes) => ({ value: minutes, label: durationLabel(minutes) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} disabled={none}>
          Commencer le service
        </Button>
      </Form>
    </Space>
  );
}
