import { useEffect, useState } from 'react';
import { antdComponent, noticeBus, type Notice } from '@portal/kit/core';
import { afterFirstScreen } from '../remotes/first-screen.js';

/** Toasts and version notices published before the notice center could show them. */
export type NoticeSource = { take(listener: (notice: Notice) => void): () => void };

const NoticeCenter = antdComponent(() => import('./notice-center.js').then((module) => module.NoticeCenter));
const ModerationNotice = antdComponent(() =>
  import('./moderation-notice.js').then((module) => module.ModerationNotice),
);

/** Listens from now on, and keeps what comes until `take` is called (then hands it over as it comes). */
function listenWithBacklog(): NoticeSource & { close(): void } {
  const backlog: Notice[] = [];
  let listener: ((notice: Notice) => void) | undefined;
  const close = noticeBus.subscribe((notice) => {
    if (notice.kind !== 'toast' && notice.kind !== 'new-version') return;
    if (listener) listener(notice);
    else backlog.push(notice);
  });
  return {
    take(next) {
      listener = next;
      for (const notice of backlog.splice(0)) next(notice);
      return () => {
        if (listener === next) listener = undefined;
      };
    },
    close,
  };
}

/**
 * The frame's notices (the error catalogue's toasts, the new versions, the moderation notice), drawn
 * with antd: made once the first screen is ready, so that a phone opening its active service (drawn
 * without antd) does not load antd for them first. What is published meanwhile waits and shows then.
 */
export function FrameNotices() {
  const [source, setSource] = useState<NoticeSource>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const listening = listenWithBacklog();
    setSource(listening);
    let mounted = true;
    void afterFirstScreen().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
      listening.close();
    };
  }, []);
  if (!ready || !source) return null;
  return (
    <>
      <NoticeCenter notices={source} />
      <ModerationNotice />
    </>
  );
}
