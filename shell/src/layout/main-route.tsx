import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { FIELD_CALLS, localDateOf } from '@portal/contracts';
import { callApi, useSession } from '@portal/kit';
import { HOME_PATH } from '../routing/shell-routes.js';

/**
 * The main '' route (00 §2.2): an agent on duty lands on his service on duty (on its circuit's screen
 * for a stop of a circuit), everyone else (and an
 * agent whose services cannot be read, offline) on the home page.
 */
export function MainRoute() {
  const session = useSession();
  const agencyId = session.status === 'authenticated' && session.claims.role === 'agent' ? session.claims.agency : null;
  const [target, setTarget] = useState<string | null>(agencyId ? null : `/${HOME_PATH}`);
  useEffect(() => {
    if (!agencyId) return;
    callApi('operations', `/agency/${agencyId}/agent/fetch/field-services`, {
      method: 'POST',
      body: { day: localDateOf(new Date()) },
      schema: FIELD_CALLS.myFieldServices.response,
      notify: false,
    }).then(
      (answer) => {
        const active = answer.services.find((service) => service.id === answer.activeServiceId);
        // A stop of a circuit opens the circuit's screen (00 §2.2).
        if (active?.circuit) setTarget(`/terrain/circuitActif/${encodeURIComponent(active.circuit.reference)}`);
        else setTarget(active ? `/terrain/serviceActif/${active.id}` : `/${HOME_PATH}`);
      },
      () => setTarget(`/${HOME_PATH}`),
    );
  }, [agencyId]);
  return target ? <Navigate to={target} replace /> : <Skeleton active />;
}
