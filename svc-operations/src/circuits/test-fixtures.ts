import type { CircuitStop, CreateCircuit } from '@portal/contracts';

/** A stop of a test circuit: a round billed per service on the site. */
export function circuitStop(siteId: string, startTime: string, endTime: string): CircuitStop {
  return {
    siteId,
    startTime,
    endTime,
    category: 'MOBILE_ROUND',
    prestation: { label: 'Ronde de nuit', unitPrice: '30.00' },
    billingMode: 3,
  };
}

/** A circuit body on `date` through the stops given as [siteId, startTime, endTime]. */
export function circuitBody(
  date: string,
  stops: [string, string, string][],
  overrides: Partial<CreateCircuit> = {},
): CreateCircuit {
  return {
    name: 'Tournée du soir',
    date,
    agentIds: [],
    stops: stops.map(([siteId, startTime, endTime]) => circuitStop(siteId, startTime, endTime)),
    ...overrides,
  };
}
