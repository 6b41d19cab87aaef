import { useEffect, useState } from 'react';
import { isApiError } from '../http/api-error.js';
import { sessionStore } from '../session/session-store.js';
import { useSession } from '../session/hooks.js';
import { loadCurrentUser, logOut } from './auth-calls.js';

/** No answer at all (offline, or the service unreachable), as opposed to the service refusing. */
const unanswered = (error: unknown) => isApiError(error) && error.status === 0;

/**
 * Whenever the session has tokens but no user yet (a login, a reload, support switching agency),
 * `GET user` completes it; a session the server no longer knows is logged out (`sessionLost`). With
 * no network, the user last answered for the same identity opens the portal (its screens kept by the
 * service worker), and `GET user` is asked again as soon as the browser is back online.
 */
export function useSessionLoader(): { sessionLost: boolean } {
  const session = useSession();
  const [sessionLost, setSessionLost] = useState(false);
  const [offline, setOffline] = useState(false);
  const loadingToken = session.status === 'loading' ? session.tokens.token : undefined;
  useEffect(() => {
    if (!loadingToken) return;
    setSessionLost(false);
    loadCurrentUser().catch((error: unknown) => {
      if (unanswered(error) && sessionStore.restoreKeptUser()) {
        setOffline(true);
        return;
      }
      logOut();
      setSessionLost(true);
    });
  }, [loadingToken]);

  const authenticated = session.status === 'authenticated';
  useEffect(() => {
    if (!offline || !authenticated) return;
    const confirm = () => {
      loadCurrentUser().then(
        () => setOffline(false),
        (error: unknown) => {
          if (unanswered(error)) return;
          setOffline(false);
          logOut();
          setSessionLost(true);
        },
      );
    };
    window.addEventListener('online', confirm);
    return () => window.removeEventListener('online', confirm);
  }, [offline, authenticated]);
  return { sessionLost };
}
