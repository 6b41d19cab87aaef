import type { CircuitStatus } from './circuits.js';
import type { ServiceStatus } from './service-statuses.js';
import type { Service } from './services.js';

/** A stop as the status reads it. */
type Stop = Pick<Service, 'id' | 'status' | 'endAt'>;

/** A stop being worked: in progress, extended or paused. */
const ACTIVE_STATUSES: readonly ServiceStatus[] = [200, 250, 500];
/** Archived stops no longer count. */
const counted = (stops: readonly Stop[]) => stops.filter((stop) => stop.status !== 600);

/**
 * A circuit's status from its stops (01 §4): every stop finished → 400 'Terminé'; one being worked →
 * 200 'En cours'; its end passed with some stop not finished → 30 'Non terminé'; else 100 'En
 * attente' (so also a circuit left without stops). `circuitStatusSql` in svc-operations' circuits/repo.ts is
 * its twin; mf-field reads the agent's circuit with it.
 */
export function circuitStatus(stops: readonly Stop[], now: number): CircuitStatus {
  const live = counted(stops);
  if (live.length === 0) return 100;
  if (live.every((stop) => stop.status === 300)) return 400;
  if (live.some((stop) => ACTIVE_STATUSES.includes(stop.status))) return 200;
  const endMs = Math.max(...live.map((stop) => Date.parse(stop.endAt)));
  return endMs <= now ? 30 : 100;
}

/** The next stop (first waiting, 100) and the active one (first in 200, 250 or 500), stops in order. */
export function circuitProgress(stops: readonly Stop[]): {
  nextServiceId: string | null;
  activeServiceId: string | null;
} {
  return {
    nextServiceId: stops.find((stop) => stop.status === 100)?.id ?? null,
    activeServiceId: stops.find((stop) => ACTIVE_STATUSES.includes(stop.status))?.id ?? null,
  };
}
