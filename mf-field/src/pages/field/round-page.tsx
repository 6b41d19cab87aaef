import { CheckCircleTwoTone, EnvironmentOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Input, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { localTimeOf, ROUND_STATUS_LABELS, type RoundStop } from '@portal/contracts';
import { nextStop } from '../../field/local-services.js';
import { takeLocation } from '../../field/location.js';
import { QrScanButton } from '../../field/qr-scan/qr-scanner.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldDay } from '../../field/use-field-day.js';
import { useNfcBadgeReader } from '../checkpoints/use-nfc-badge-reader.js';

const METHOD_LABELS = { nfc: 'badge NFC', qr: 'QR code', typed: 'badge saisi', virtual: 'position' } as const;

/** terrain/tournee/:id? (01 §2, §4): the round of the service's site, walked stop by stop. */
export default function RoundPage() {
  const { id } = useParams();
  const day = useFieldDay();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [badge, setBadge] = useState('');
  const [observation, setObservation] = useState('');
  const service = (id ? day.find(id) : null) ?? day.active;

  const pass = async (fields: {
    method: 'nfc' | 'qr' | 'typed' | 'virtual';
    badge?: string;
    checkpointId?: string;
  }) => {
    if (!service) return;
    const location = await takeLocation(modal);
    if (location === 'cancelled') return;
    await day.act({
      type: 'round.checkpoint',
      serviceId: service.id,
      method: fields.method,
      badge: fields.badge ?? null,
      checkpointId: fields.checkpointId ?? null,
      location,
    });
    setBadge('');
  };
  const nfc = useNfcBadgeReader((read) => void pass({ method: 'nfc', badge: read }));

  if (day.server.isLoading) return <Spin />;
  if (!service || service.round.stops.length === 0) return <Empty description="Aucune ronde pour ce service" />;
  const { round } = service;
  const next = nextStop(service);
  const walking = round.status === 200;

  const stopLine = (stop: RoundStop) => (
    <List.Item>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          {stop.passedAt ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <EnvironmentOutlined />}
          <Typography.Text strong={stop === next}>{stop.name}</Typography.Text>
          {stop.virtual ? <Tag>Virtuel</Tag> : null}
        </Space>
        {stop.passedAt ? (
          <Typography.Text type="secondary">
            Validé à {localTimeOf(stop.passedAt)} ({METHOD_LABELS[stop.method ?? 'typed']})
          </Typography.Text>
        ) : null}
        {walking && stop === next ? (
          stop.virtual ? (
            <Button type="primary" onClick={() => void pass({ method: 'virtual', checkpointId: stop.checkpointId })}>
              Je suis au point de contrôle
            </Button>
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              {stop.instructions ? <Typography.Text type="secondary">{stop.instructions}</Typography.Text> : null}
              {nfc.available ? (
                <Button onClick={() => void nfc.read()} loading={nfc.state === 'reading'}>
                  Lire le badge NFC
                </Button>
              ) : null}
              <QrScanButton onScan={(text) => void pass({ method: 'qr', badge: text })} />
              <Space.Compact style={{ width: '100%' }}>
                <Input
                  aria-label="Numéro du badge"
                  placeholder="Numéro du badge"
                  value={badge}
                  onChange={(event) => setBadge(event.target.value)}
                />
                <Button
                  type="primary"
                  disabled={badge.trim() === ''}
                  onClick={() => void pass({ method: 'typed', badge: badge.trim() })}
                >
                  Valider
                </Button>
              </Space.Compact>
            </Space>
          )
        ) : null}
      </Space>
    </List.Item>
  );

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Ronde</Typography.Title>
      <FieldSyncBar processing={day.processing} />
      <Card title={service.site.name} extra={<Tag>{ROUND_STATUS_LABELS[round.status]}</Tag>}>
        <List dataSource={round.stops} renderItem={stopLine} />
      </Card>
      {round.status === 100 ? (
        <Button
          type="primary"
          block
          size="large"
          onClick={() => void day.act({ type: 'round.start', serviceId: service.id, location: null })}
        >
          Commencer la ronde
        </Button>
      ) : null}
      {walking ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="Observation de ronde"
            rows={2}
            placeholder="Observation de ronde"
            value={observation}
            onChange={(event) => setObservation(event.target.value)}
          />
          <Button
            block
            disabled={observation.trim() === ''}
            onClick={() => {
              void day.act({
                type: 'round.observation',
                serviceId: service.id,
                content: observation.trim(),
                location: null,
              });
              setObservation('');
            }}
          >
            Envoyer l'observation
          </Button>
          <Button
            block
            size="large"
            danger
            onClick={() => void day.act({ type: 'round.stop', serviceId: service.id, location: null })}
          >
            Terminer la ronde
          </Button>
        </Space>
      ) : null}
      <Button block onClick={() => navigate(`/terrain/serviceActif/${service.id}`)}>
        Retour au service
      </Button>
    </Space>
  );
}
