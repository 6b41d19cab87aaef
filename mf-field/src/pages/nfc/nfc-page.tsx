import { CheckCircleTwoTone } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Input, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CHECKPOINT_STATUS_LABELS, CheckpointBadgeSchema, fr } from '@portal/contracts';
import { isApiError, useAgencyId } from '@portal/kit';
import { checkpointKeys, fetchBadgeInfo } from '../checkpoints/checkpoint-calls.js';
import { useNfcBadgeReader } from '../checkpoints/use-nfc-badge-reader.js';
import { NfcReadingStatus } from '../checkpoints/nfc-reading-status.js';

/** Said when the browser has no Web NFC (every desktop browser, iPhones, Firefox). */
export const NFC_UNAVAILABLE =
  'Ce téléphone ne peut pas lire les badges NFC : la lecture NFC demande Chrome sur un téléphone Android équipé du NFC. Vous pouvez saisir le numéro du badge.';

/** terrain/nfc (01 §2 Field mode): reads a badge, says which checkpoint of which site it belongs to. */
export default function NfcPage() {
  const agencyId = useAgencyId();
  const [badge, setBadge] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const nfc = useNfcBadgeReader(setBadge);
  const info = useQuery({
    queryKey: checkpointKeys.badge(agencyId, badge ?? ''),
    queryFn: () => fetchBadgeInfo(agencyId, badge ?? ''),
    enabled: badge !== null,
    retry: false,
    staleTime: 0,
  });
  const typedBadge = CheckpointBadgeSchema.safeParse(typed);

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Lecture de badge</Typography.Title>
      {nfc.available ? (
        <Button type="primary" size="large" block onClick={() => void nfc.read()} loading={nfc.state === 'reading'}>
          Lire un badge NFC
        </Button>
      ) : (
        <Alert type="warning" showIcon message="Lecture NFC indisponible" description={NFC_UNAVAILABLE} />
      )}
      <NfcReadingStatus nfc={nfc} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typedBadge.success) setBadge(typedBadge.data);
        }}
      >
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label="Numéro du badge"
            placeholder="Numéro du badge"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            allowClear
          />
          <Button htmlType="submit" disabled={!typedBadge.success}>
            Vérifier
          </Button>
        </Space.Compact>
      </form>
      {badge === null ? null : info.isPending ? (
        <Spin />
      ) : info.isError ? (
        <Alert
          role="status"
          type={isApiError(info.error) && info.error.code === 'BADGE_UNKNOWN' ? 'warning' : 'error'}
          showIcon
          message={
            isApiError(info.error) && info.error.code === 'BADGE_UNKNOWN'
              ? `${fr.BADGE_UNKNOWN} : le badge ${badge} n'est associé à aucun point de contrôle.`
              : fr.UNKNOWN_ERROR
          }
        />
      ) : (
        <Card size="small" role="status" aria-label="Badge lu" title={<BadgeTitle badge={info.data.badge} />}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label="Point de contrôle">
              <Space wrap>
                <span>{info.data.checkpointName}</span>
                {info.data.checkpointStatus === 300 ? <Tag>{CHECKPOINT_STATUS_LABELS[300]}</Tag> : null}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="Site">
              <Link to={`/terrain/site/${info.data.siteId}`}>{info.data.siteName}</Link>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </Space>
  );
}

function BadgeTitle(props: { badge: string }) {
  return (
    <Space>
      <CheckCircleTwoTone twoToneColor="#52c41a" aria-hidden />
      <span style={{ overflowWrap: 'anywhere' }}>Badge {props.badge}</span>
    </Space>
  );
}
