import { PlanningScreen } from './planning-page.js';

/** adminPlanning/sites: the planning opened on its sites view. */
export default function SitesPlanningPage() {
  return <PlanningScreen view="sites" />;
}
