import { useState } from 'react';
import { localDateOf } from '@portal/contracts';
import { DEFAULT_PLANNING_MODE, planningDays, requestWindow, type PlanningMode } from './planning-window.js';

/** The mode and day a planning view shows (a week around today at first), and the days and call window of it. */
export function usePlanningWindow() {
  const [state, setState] = useState<{ mode: PlanningMode; anchor: string }>({
    mode: DEFAULT_PLANNING_MODE,
    anchor: localDateOf(new Date()),
  });
  const days = planningDays(state.mode, state.anchor);
  return { ...state, days, window: requestWindow(state.mode, days), setWindow: setState };
}

export type PlanningWindowState = ReturnType<typeof usePlanningWindow>;
