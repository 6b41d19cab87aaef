import type { CheckpointStatus } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';

type Db = Sql | Tx;

/** A checkpoint row with its site's name. */
export type CheckpointRow = {
  id: string;
  agencyId: string;
  siteId: string;
  siteName: string;
  name: string;
  badge: string | null;
  position: number;
  instructions: string;
  latitude: number | null;
  longitude: number | null;
  status: CheckpointStatus;
  createdAt: Date;
  updatedAt: Date;
};

/** The fields a save writes. */
export type CheckpointFields = {
  siteId: string;
  name: string;
  badge: string | null;
  position: number;
  instructions: string;
  latitude: number | null;
  longitude: number | null;
  status: CheckpointStatus;
};

export type SiteRef = { id: string; name: string; status: 100 | 200 | 300 };

const SELECT = (db: Db) => db`
  select c.id, c.agency_id, c.site_id, s.name as site_name, c.name, c.badge, c.position, c.instructions,
         c.latitude, c.longitude, c.status, c.created_at, c.updated_at
    from checkpoints c
    join sites s on s.agency_id = c.agency_id and s.id = c.site_id`;

export async function findCheckpoint(
  db: Db,
  agencyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckpointRow | undefined> {
  const [row] = await db<CheckpointRow[]>`
    ${SELECT(db)}
     where c.agency_id = ${agencyId} and c.id = ${id}
    ${options.forUpdate ? db`for update of c` : db``}`;
  return row;
}

export async function findCheckpointByBadge(
  db: Db,
  agencyId: string,
  badge: string,
): Promise<CheckpointRow | undefined> {
  const [row] = await db<CheckpointRow[]>`${SELECT(db)} where c.agency_id = ${agencyId} and c.badge = ${badge}`;
  return row;
}

/** One site's checkpoints in round order; without a site, the agency's, site by site. */
export async function listSiteCheckpoints(db: Db, agencyId: string, siteId: string | null): Promise<CheckpointRow[]> {
  return db<CheckpointRow[]>`
    ${SELECT(db)}
     where c.agency_id = ${agencyId} ${siteId ? db`and c.site_id = ${siteId}` : db``}
     order by ${siteId ? db`` : db`lower(s.name), s.id,`} c.position, c.id`;
}

export async function findSite(db: Db, agencyId: string, siteId: string): Promise<SiteRef | undefined> {
  const [site] = await db<
    SiteRef[]
  >`select id, name, status from sites where agency_id = ${agencyId} and id = ${siteId}`;
  return site;
}

/** The position after the last checkpoint of the site (0 for the first). */
export async function nextPosition(db: Db, agencyId: string, siteId: string): Promise<number> {
  const [row] = await db<{ next: number }[]>`
    select coalesce(max(position) + 1, 0)::int as next
      from checkpoints where agency_id = ${agencyId} and site_id = ${siteId}`;
  return Math.min(row?.next ?? 0, 9999);
}

export async function insertCheckpoint(db: Db, agencyId: string, id: string, fields: CheckpointFields): Promise<void> {
  await db`
    insert into checkpoints (id, agency_id, site_id, name, badge, position, instructions, latitude, longitude, status)
    values (${id}, ${agencyId}, ${fields.siteId}, ${fields.name}, ${fields.badge}, ${fields.position},
            ${fields.instructions}, ${fields.latitude}, ${fields.longitude}, ${fields.status})`;
  listCache.invalidateAfterCommit(db, agencyId, 'checkpoints');
}

export async function updateCheckpoint(db: Db, agencyId: string, id: string, fields: CheckpointFields): Promise<void> {
  await db`
    update checkpoints
       set site_id = ${fields.siteId}, name = ${fields.name}, badge = ${fields.badge}, position = ${fields.position},
           instructions = ${fields.instructions}, latitude = ${fields.latitude}, longitude = ${fields.longitude},
           status = ${fields.status}, updated_at = now()
     where agency_id = ${agencyId} and id = ${id}`;
  listCache.invalidateAfterCommit(db, agencyId, 'checkpoints');
}

export async function updateCheckpointBadge(db: Db, agencyId: string, id: string, badge: string | null): Promise<void> {
  await db`update checkpoints set badge = ${badge}, updated_at = now() where agency_id = ${agencyId} and id = ${id}`;
  listCache.invalidateAfterCommit(db, agencyId, 'checkpoints');
}

/** True when a row was deleted. */
export async function deleteCheckpoint(db: Db, agencyId: string, id: string): Promise<boolean> {
  const rows = await db`delete from checkpoints where agency_id = ${agencyId} and id = ${id} returning id`;
  listCache.invalidateAfterCommit(db, agencyId, 'checkpoints');
  return rows.length > 0;
}
