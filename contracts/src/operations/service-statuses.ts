import { z } from 'zod';

/**
 * Service statuses (01 §4), apart from the rest of the services' contracts: the field screens and the
 * kit need these alone, and a front end builds only the contracts files it imports.
 */
export const SERVICE_STATUS_LABELS = {
  100: 'En attente',
  110: 'En retard',
  120: 'Non effectué',
  200: 'En cours',
  250: 'Prolongation',
  300: 'Terminé',
  400: 'Interrompu',
  500: 'En pause',
  600: 'Archivé',
  700: 'Non planifié',
  800: 'Non terminé',
} as const;
export type ServiceStatus = keyof typeof SERVICE_STATUS_LABELS;
export const SERVICE_STATUSES = [
  100, 110, 120, 200, 250, 300, 400, 500, 600, 700, 800,
] as const satisfies readonly ServiceStatus[];
export const ServiceStatusSchema = z.union(SERVICE_STATUSES.map((status) => z.literal(status)));
/** A service that may still be edited or cancelled: not started yet. */
export const EDITABLE_SERVICE_STATUSES: readonly ServiceStatus[] = [100, 110, 700];
/** Statuses the office may close a service from by hand ('Terminer'). */
export const FINISHABLE_SERVICE_STATUSES: readonly ServiceStatus[] = [100, 110, 200, 250, 400, 500, 800];
