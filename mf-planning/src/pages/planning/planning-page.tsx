import { useState } from 'react';
import { useCan } from '@portal/kit';
import { AgentsPlanningView } from './agents-planning-view.js';
import { PlanningViewSwitch, type PlanningView } from './planning-view-switch.js';
import { SitesPlanningView } from './sites-planning-view.js';
import { usePlanningWindow } from './use-planning-window.js';

/**
 * adminPlanning (01 §2): the sites view for users who read the sites, the agents view for the others
 * (their schedules and availabilities); the switch changes the view in place, in the same tab, on
 * the same days.
 */
export function PlanningScreen(props: { view?: PlanningView }) {
  const readsSites = useCan('sites.list');
  const [view, setView] = useState<PlanningView>(props.view ?? (readsSites ? 'sites' : 'agents'));
  const planningWindow = usePlanningWindow();
  const viewSwitch = <PlanningViewSwitch view={view} onChange={setView} />;
  return view === 'sites' ? (
    <SitesPlanningView viewSwitch={viewSwitch} planningWindow={planningWindow} />
  ) : (
    <AgentsPlanningView viewSwitch={viewSwitch} planningWindow={planningWindow} />
  );
}

export default function PlanningPage() {
  return <PlanningScreen />;
}
