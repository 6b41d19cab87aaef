import type { Sql } from '../db/connect.js';

/** How long a relay owns the rows it claimed; after that another relay may take them over. */
export const OUTBOX_LEASE = '30 seconds';

/** A claimed outbox row; `envelope` is the stored JSON as text, published without a driver round trip through objects. */
export type OutboxRow = { id: string; subject: string; envelope: string; createdAt: Date; attempts: number };

/**
 * Claims up to `limit` of the oldest pending rows with a lease, skipping rows another relay holds,
 * and returns them oldest first (events of one transaction in the order they were enqueued).
 */
export async function claimOutboxRows(sql: Sql, limit: number): Promise<OutboxRow[]> {
  return sql<OutboxRow[]>`
    with claimed as (
      update outbox
         set locked_until = now() + ${OUTBOX_LEASE}::interval, attempts = attempts + 1
       where id in (select id from outbox
                     where published_at is null and (locked_until is null or locked_until < now())
                     order by created_at
                     limit ${limit}
                       for update skip locked)
      returning id, subject, envelope::text as envelope, created_at, attempts)
    select * from claimed order by created_at, id`;
}

export async function markOutboxPublished(sql: Sql, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update outbox set published_at = now(), locked_until = null, last_error = null where id in ${sql(ids)}`;
}

/**
 * Gives back a failed row (recording why) and the rows of its batch that were not tried (their
 * claim did not count as an attempt), so that they go out in order on the next try.
 */
export async function releaseOutboxRows(
  sql: Sql,
  failed: { id: string; error: string },
  untried: readonly string[],
): Promise<void> {
  await sql`update outbox set locked_until = null, last_error = ${failed.error} where id = ${failed.id}`;
  if (untried.length > 0) {
    await sql`update outbox set locked_until = null, attempts = attempts - 1 where id in ${sql(untried)}`;
  }
}
