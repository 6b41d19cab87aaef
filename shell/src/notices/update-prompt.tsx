import { Button, Modal, Result } from 'antd';
import { fr } from '@portal/contracts';
import { useWorkerUpdate, workerUpdate } from '../pwa/worker-update.js';

/**
 * The second version prompt (spec 00 §2.6): a new deployment's service worker is installed and waits.
 * 'Rafraîchir' lets it take over and reloads the page; 'Ignorer' closes the prompt until the next load.
 */
export function UpdatePrompt() {
  const update = useWorkerUpdate();
  return (
    <Modal
      open={update.waiting !== undefined && !update.dismissed}
      footer={null}
      closable
      onCancel={() => workerUpdate.dismiss()}
      title={null}
    >
      <Result
        status="info"
        title={fr.UPDATE_AVAILABLE}
        extra={[
          <Button key="refresh" type="primary" loading={update.accepted} onClick={() => workerUpdate.accept()}>
            Rafraîchir
          </Button>,
          <Button key="ignore" disabled={update.accepted} onClick={() => workerUpdate.dismiss()}>
            Ignorer
          </Button>,
        ]}
      />
    </Modal>
  );
}
