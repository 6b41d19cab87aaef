import type { Checkpoint } from '@portal/contracts';
import type { CheckpointRow } from './repo.js';

/** A row as the calls answer it. */
export function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    id: row.id,
    siteId: row.siteId,
    siteName: row.siteName,
    name: row.name,
    badge: row.badge,
    position: row.position,
    instructions: row.instructions,
    latitude: row.latitude,
    longitude: row.longitude,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
