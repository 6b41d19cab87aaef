import { Navigate } from 'react-router';

/** agencySubscription (02 §2) opens its first child, the plan options. */
export default function AgencySubscriptionRedirect() {
  return <Navigate replace to="/agencySubscription/plan_options" />;
}
