import { Navigate, useLocation } from 'react-router';
import { INCIDENT_REDIRECTS } from '@portal/contracts';

/** presence, controleSpecifique, logistique, care-rescue, delivery, observations: the incident screen with its type fixed. */
export default function IncidentRedirect() {
  const { pathname } = useLocation();
  const route = pathname.replace(/^\//, '') as keyof typeof INCIDENT_REDIRECTS;
  return <Navigate replace to={`/incident?typeKey=${INCIDENT_REDIRECTS[route] ?? 'observation'}`} />;
}
