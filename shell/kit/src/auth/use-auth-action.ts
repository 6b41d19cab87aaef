import { useState } from 'react';
import { fr } from '@portal/contracts';
import { isApiError } from '../http/api-error.js';

/**
 * The call behind a login-side form: busy while it runs, the server's French refusal (or the network
 * error) as `error`, and what it answered as `done`.
 */
export function useAuthAction<T>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<T>();

  async function run(action: () => Promise<T>): Promise<void> {
    setError(undefined);
    setBusy(true);
    try {
      setDone(await action());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : fr.NETWORK_UNKNOWN);
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, done, run, setError };
}
