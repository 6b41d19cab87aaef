import type { Circuit, CircuitError, Service } from '@portal/contracts';

const stopText = (stop: Service) => `${stop.reference} (${stop.siteName})`;

/** Stops whose slots overlap, each with the earlier stop it overlaps (touching ends do not overlap). */
function overlaps(stops: readonly Service[]): [Service, Service][] {
  const byStart = [...stops].sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  const pairs: [Service, Service][] = [];
  let latest: Service | undefined;
  for (const stop of byStart) {
    if (latest && Date.parse(latest.endAt) > Date.parse(stop.startAt)) pairs.push([latest, stop]);
    if (!latest || Date.parse(stop.endAt) > Date.parse(latest.endAt)) latest = stop;
  }
  return pairs;
}

/**
 * What is wrong with a circuit (01 §7 fetch/circuits-errors): stops overlapping each other, no agent
 * on any stop, a stop past its end still not finished while a later stop is. Archived stops are left out.
 */
export function circuitErrors(circuit: Circuit, now: number): CircuitError[] {
  const stops = circuit.services.filter((stop) => stop.status !== 600);
  const errorOf = (code: CircuitError['code'], message: string): CircuitError => ({
    circuitId: circuit.id,
    reference: circuit.reference,
    name: circuit.name,
    code,
    message,
  });
  const errors = overlaps(stops).map(([earlier, later]) =>
    errorOf('STOPS_OVERLAP', `Les étapes ${stopText(earlier)} et ${stopText(later)} se chevauchent`),
  );
  if (circuit.agents.length === 0) {
    errors.push(errorOf('AGENT_MISSING', "Aucun collaborateur n'est affecté au circuit"));
  }
  stops.forEach((stop, index) => {
    const past = Date.parse(stop.endAt) <= now && stop.status !== 300;
    if (past && stops.slice(index + 1).some((later) => later.status === 300)) {
      errors.push(
        errorOf('STOP_NOT_FINISHED', `L'étape ${stopText(stop)} n'est pas terminée alors qu'une étape suivante l'est`),
      );
    }
  });
  return errors;
}
