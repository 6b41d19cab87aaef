import { Alert, Button } from 'antd';
import type { useNfcBadgeReader } from './use-nfc-badge-reader.js';

/** What a badge reading says while it waits for the badge, and when it failed. */
export function NfcReadingStatus({ nfc }: { nfc: Pick<ReturnType<typeof useNfcBadgeReader>, 'state' | 'cancel'> }) {
  return (
    <>
      {nfc.state === 'reading' ? (
        <Alert
          type="info"
          showIcon
          message="Approchez le badge du téléphone…"
          action={
            <Button size="small" onClick={nfc.cancel}>
              Annuler
            </Button>
          }
        />
      ) : null}
      {nfc.state === 'failed' ? <Alert type="error" showIcon message="Lecture du badge impossible" /> : null}
    </>
  );
}
