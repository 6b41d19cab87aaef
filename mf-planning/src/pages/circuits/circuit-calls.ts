import { CIRCUIT_CALLS, type Circuit, type CircuitPeriod, type CreateCircuit } from '@portal/contracts';
import { callApi, listQueryKey, queryClient } from '@portal/kit';
import { refreshServices } from '../services/service-calls.js';

/** The paged list of circuits (`POST …/fetch/circuits`). */
export const circuitListPath = (agencyId: string) => `/agency/${agencyId}/fetch/circuits`;
/** Query key prefix of the circuits' counts and errors. */
export const CIRCUITS_QUERY_KEY = ['operations', 'circuits'] as const;

/** The list, the counts, the errors, and the services (a circuit's stops are services) reload. */
export async function refreshCircuits(agencyId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: listQueryKey('operations', circuitListPath(agencyId)) }),
    queryClient.invalidateQueries({ queryKey: CIRCUITS_QUERY_KEY }),
    refreshServices(agencyId),
  ]);
}

export function fetchCircuitCounts(agencyId: string, period: CircuitPeriod, signal?: AbortSignal) {
  return callApi('operations', `/agency/${agencyId}/fetch/count-circuits`, {
    method: 'POST',
    body: period,
    schema: CIRCUIT_CALLS.count.response,
    ...(signal ? { signal } : {}),
  });
}

export function fetchCircuitErrors(agencyId: string, period: CircuitPeriod, signal?: AbortSignal) {
  return callApi('operations', `/agency/${agencyId}/fetch/circuits-errors`, {
    method: 'POST',
    body: period,
    schema: CIRCUIT_CALLS.errors.response,
    ...(signal ? { signal } : {}),
  });
}

/** The save shows its refusals itself (fields, anomalies): no toast. */
export function createCircuit(agencyId: string, body: CreateCircuit): Promise<Circuit> {
  return callApi('operations', `/agency/${agencyId}/circuit`, {
    method: 'POST',
    body,
    schema: CIRCUIT_CALLS.create.response,
    notify: false,
  });
}
