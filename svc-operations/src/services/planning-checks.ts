import {
  PLANNING_CHECK_LABELS,
  rulesFromSettings,
  runPlanningChecks,
  type PlannedService,
  type PlanningAnomaly,
} from '@portal/contracts';
import { AppError, type Tx } from '@portal/service-kit';
import { settingsStore } from '../settings/repo.js';
import { loadCheckContext } from './check-context.js';

/** Services already saved as stops of a circuit are checked as such when edited. */
async function withTheirCircuits(tx: Tx, agencyId: string, candidates: readonly PlannedService[]) {
  const unknown = candidates.filter((candidate) => candidate.circuitId === undefined).map((candidate) => candidate.id);
  if (unknown.length === 0) return candidates;
  const rows = await tx<{ id: string; circuitId: string }[]>`
    select id, circuit_id from services
     where agency_id = ${agencyId} and id = any(${unknown}::uuid[]) and circuit_id is not null`;
  const circuits = new Map(rows.map((row) => [row.id, row.circuitId]));
  return candidates.map((candidate) =>
    candidate.circuitId === undefined ? { ...candidate, circuitId: circuits.get(candidate.id) ?? null } : candidate,
  );
}

/**
 * Runs the agency's planning checks (01 §8) on services about to be saved, in the saving
 * transaction, so that no client can skip them. A forbidding anomaly refuses the change and names
 * its rule; warnings refuse it until the user confirms them (`confirmed`), and are then returned.
 */
export async function enforcePlanningChecks(
  tx: Tx,
  agencyId: string,
  candidates: readonly PlannedService[],
  confirmed: boolean,
): Promise<PlanningAnomaly[]> {
  if (candidates.length === 0) return [];
  candidates = await withTheirCircuits(tx, agencyId, candidates);
  const stored = await settingsStore.find(tx, agencyId);
  if (!stored) throw new AppError('AGENCY_NOT_FOUND');
  const rules = rulesFromSettings(stored.settings);
  const anomalies = runPlanningChecks(candidates, await loadCheckContext(tx, agencyId, candidates, rules));
  const forbidden = anomalies.filter((anomaly) => anomaly.level === 'forbid');
  if (forbidden.length > 0) {
    const codes = [...new Set(forbidden.map((anomaly) => anomaly.code))];
    throw new AppError('PLANNING_FORBIDDEN', {
      params: { rule: codes.map((code) => PLANNING_CHECK_LABELS[code]).join(', ') },
      details: { anomalies: forbidden },
    });
  }
  if (anomalies.length > 0 && !confirmed) {
    throw new AppError('PLANNING_ANOMALIES', { details: { anomalies } });
  }
  return anomalies;
}
