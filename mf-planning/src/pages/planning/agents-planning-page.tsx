import { PlanningScreen } from './planning-page.js';

/** adminPlanning/agents: the planning opened on its agents view. */
export default function AgentsPlanningPage() {
  return <PlanningScreen view="agents" />;
}
