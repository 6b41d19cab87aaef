import { useEffect, useState } from 'react';
import { useSession } from '../session/hooks.js';
import { loadCurrentUser, logOut } from './auth-calls.js';

/**
 * Whenever the session has tokens but no user yet (a login, a reload, support switching agency),
 * `GET user` completes it; a session the server no longer knows is logged out (`sessionLost`).
 */
export function useSessionLoader(): { sessionLost: boolean } {
  const session = useSession();
  const [sessionLost, setSessionLost] = useState(false);
  const loadingToken = session.status === 'loading' ? session.tokens.token : undefined;
  useEffect(() => {
    if (!loadingToken) return;
    setSessionLost(false);
    loadCurrentUser().catch(() => {
      logOut();
      setSessionLost(true);
    });
  }, [loadingToken]);
  return { sessionLost };
}
