import { circuitProgress, circuitStatus } from '@portal/contracts';
import { isActive, type LocalService } from './local-services.js';

export type DayCircuit = {
  reference: string;
  name: string;
  /** Its stops the agent works today, in the circuit's order. */
  stops: LocalService[];
  status: ReturnType<typeof circuitStatus>;
  next: LocalService | null;
  active: LocalService | null;
};

/**
 * A circuit of the agent's day (01 §4 circuit statuses): the one named, else the one he is on, else
 * the first with a stop still to do. Its next stop is the first waiting one (late included: it is
 * still to be done); its active stop the one in progress.
 */
export function circuitOfDay(
  services: readonly LocalService[],
  reference?: string,
  now = Date.now(),
): DayCircuit | null {
  const onCircuit = services.filter((service) => service.circuit);
  const chosen =
    reference ??
    onCircuit.find(isActive)?.circuit?.reference ??
    onCircuit.find((service) => service.status === 100 || service.status === 110)?.circuit?.reference;
  const stops = onCircuit
    .filter((service) => service.circuit?.reference === chosen)
    .sort((a, b) => a.circuit!.position - b.circuit!.position);
  if (stops.length === 0) return null;
  const progress = circuitProgress(stops);
  return {
    reference: stops[0]!.circuit!.reference,
    name: stops[0]!.circuit!.name,
    stops,
    status: circuitStatus(stops, now),
    // A stop marked late (110) by the late-services job is still the one to take next.
    next: stops.find((stop) => stop.status === 100 || stop.status === 110) ?? null,
    active: stops.find((stop) => stop.id === progress.activeServiceId) ?? null,
  };
}
