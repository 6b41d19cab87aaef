import { useEffect, useState } from 'react';
import { logOut, noticeBus } from '@portal/kit/core';

/**
 * The notices that change the whole page, before or after antd is there: a refused session logs
 * out with 'Veuillez vous ré-authentifier'; a 503 puts the portal into its maintenance state.
 */
export function useSessionNotices(): { loginNotice: string | undefined; maintenance: string | undefined } {
  const [loginNotice, setLoginNotice] = useState<string>();
  const [maintenance, setMaintenance] = useState<string>();
  useEffect(
    () =>
      noticeBus.subscribe((notice) => {
        if (notice.kind === 'reauthenticate') {
          setLoginNotice(notice.message);
          logOut();
        }
        if (notice.kind === 'maintenance') setMaintenance(notice.message);
      }),
    [],
  );
  return { loginNotice, maintenance };
}
