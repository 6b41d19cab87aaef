import { Button, Input, Space } from 'antd';
import { useNfcBadgeReader } from './use-nfc-badge-reader.js';
import { BadgeLookup } from './badge-lookup.js';
import { NfcReadingStatus } from './nfc-reading-status.js';

/**
 * The badge number of 'Associer un badge': typed, or read from the tag with "Lire le badge" where
 * the browser reads NFC (the button is hidden elsewhere); below it, what the badge is already
 * associated with. A form field: `value` and `onChange` come from its Form.Item.
 */
export function BadgeField(props: {
  agencyId: string;
  checkpointId?: string;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const nfc = useNfcBadgeReader((badge) => props.onChange?.(badge));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={props.id}
          value={props.value}
          onChange={(event) => props.onChange?.(event.target.value)}
          placeholder="Numéro du badge"
          autoComplete="off"
          allowClear
        />
        {nfc.available ? (
          <Button onClick={() => void nfc.read()} loading={nfc.state === 'reading'}>
            Lire le badge
          </Button>
        ) : null}
      </Space.Compact>
      <NfcReadingStatus nfc={nfc} />
      <BadgeLookup
        agencyId={props.agencyId}
        badge={props.value}
        {...(props.checkpointId ? { checkpointId: props.checkpointId } : {})}
      />
    </Space>
  );
}
