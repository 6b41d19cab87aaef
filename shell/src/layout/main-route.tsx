import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { dutyScreenPath, FIELD_CALLS, localDateOf } from '@portal/contracts';
import { callApi, dutyScreenOnThisPhone, PlainPlaceholder, useSession } from '@portal/kit/core';
import { HOME_PATH } from '../routing/shell-routes.js';

/**
 * The main '' route (00 §2.2): an agent on duty lands on his service on duty (on its circuit's screen
 * for a stop of a circuit), everyone else on the home page. The server says which service is on
 * duty; when it knows none (a start still queued on the phone) or cannot be asked (no network), the
 * phone's own knowledge decides (`dutyScreenOnThisPhone`, kept by the field screens).
 */
export function MainRoute() {
  const session = useSession();
  const agent = session.status === 'authenticated' && session.claims.role === 'agent' ? session.claims : null;
  const agencyId = agent?.agency ?? null;
  const userId = agent?.sub ?? null;
  const [target, setTarget] = useState<string | null>(agent ? null : `/${HOME_PATH}`);
  useEffect(() => {
    if (!agencyId || !userId) return;
    const onThisPhone = dutyScreenOnThisPhone(userId) ?? `/${HOME_PATH}`;
    callApi('operations', `/agency/${agencyId}/agent/fetch/field-services`, {
      method: 'POST',
      body: { day: localDateOf(new Date()) },
      schema: FIELD_CALLS.myFieldServices.response,
      notify: false,
    }).then(
      (answer) => {
        const active = answer.services.find((service) => service.id === answer.activeServiceId);
        setTarget(active ? dutyScreenPath(active) : onThisPhone);
      },
      () => setTarget(onThisPhone),
    );
  }, [agencyId, userId]);
  return target ? <Navigate to={target} replace /> : <PlainPlaceholder />;
}
