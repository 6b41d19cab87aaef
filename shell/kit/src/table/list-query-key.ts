import type { ServiceName } from '@portal/contracts';

/** The query-cache key of a list: invalidate it after a change so every table of it reloads. */
export function listQueryKey(service: ServiceName, path: string): readonly unknown[] {
  return ['list', service, path];
}
