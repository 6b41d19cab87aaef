import { Navigate } from 'react-router';
import { useCan } from '@portal/kit';

/**
 * adminPlanning (01 §2): opens the sites view for users who read the sites, the agents view for the
 * others (their schedules and availabilities).
 */
export default function PlanningPage() {
  const readsSites = useCan('sites.list');
  return <Navigate replace to={readsSites ? '/adminPlanning/sites' : '/adminPlanning/agents'} />;
}
