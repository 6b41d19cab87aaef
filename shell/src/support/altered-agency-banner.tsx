import type { CSSProperties } from 'react';
import { antdComponent, useSession } from '@portal/kit/core';

const AlteredAgencyBar = antdComponent(() =>
  import('./altered-agency-bar.js').then((module) => module.AlteredAgencyBar),
);

/** Support acting as an agency: which one, and the way back (antd's, loaded for support only). */
export function AlteredAgencyBanner(props: { style?: CSSProperties }) {
  const session = useSession();
  if (session.status === 'anonymous' || !session.claims.act) return null;
  return <AlteredAgencyBar agency={session.claims.agency ?? ''} style={props.style} />;
}
