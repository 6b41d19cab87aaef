import { App, Button, Modal, Result } from 'antd';
import { useEffect, useState } from 'react';
import { APP_VERSION, fr } from '@portal/contracts';
import { checkServerVersion } from '@portal/kit';
import type { NoticeSource } from './frame-notices.js';
import { UpdatePrompt } from './update-prompt.js';

const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;

/**
 * Shows what the HTTP client reports (toasts of the error catalogue), the 'Bonne nouvelle' dialog
 * when the server runs a newer version than this page, and the update prompt when a new deployment
 * of the portal's files waits (its service worker).
 */
export function NoticeCenter(props: { notices: NoticeSource }) {
  const { notification } = App.useApp();
  const [newVersion, setNewVersion] = useState<string>();

  const { notices } = props;
  useEffect(
    () =>
      notices.take((notice) => {
        if (notice.kind === 'toast') {
          notification[notice.level]({
            message: notice.message,
            description: notice.description,
            duration: notice.durationMs / 1000,
            placement: 'topRight',
          });
        }
        if (notice.kind === 'new-version') setNewVersion(notice.serverVersion);
      }),
    [notices, notification],
  );

  useEffect(() => {
    const check = () => void checkServerVersion().catch(() => undefined);
    check();
    const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <>
      <UpdatePrompt />
      <Modal
        open={newVersion !== undefined}
        footer={null}
        closable
        onCancel={() => setNewVersion(undefined)}
        title={null}
      >
        <Result
          status="success"
          title={fr.NEW_VERSION_TITLE}
          subTitle={`Une nouvelle version du portail (${newVersion ?? ''}) est disponible ; vous utilisez la version ${APP_VERSION}.`}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              Rafraîchir
            </Button>
          }
        />
      </Modal>
    </>
  );
}
