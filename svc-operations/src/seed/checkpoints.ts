import { normalizeCheckpointBadge } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { DEMO_REFERENTIALS } from '@portal/service-kit/demo/referentials';

/**
 * The demo checkpoints of `DEMO_REFERENTIALS`, on the demo sites operations holds (a site the sites
 * seed has not written yet is skipped), positioned in the order they are listed. Safe to run again:
 * a checkpoint already there (same id or same badge) is left as it is. Answers how many were inserted.
 */
export async function seedDemoCheckpoints(sql: Sql): Promise<number> {
  return transaction(sql, { kind: 'platform' }, async (tx) => {
    let inserted = 0;
    for (const [agencyKey, referentials] of Object.entries(DEMO_REFERENTIALS)) {
      const agencyId = demoIds.agency(agencyKey);
      for (const site of referentials.sites) {
        const siteId = demoIds.site(agencyKey, site.key);
        const [held] = await tx`select 1 from sites where agency_id = ${agencyId} and id = ${siteId}`;
        if (!held) continue;
        for (const [position, checkpoint] of site.checkpoints.entries()) {
          const rows = await tx`
            insert into checkpoints (id, agency_id, site_id, name, badge, position)
            values (${demoIds.checkpoint(agencyKey, site.key, checkpoint.badge)}, ${agencyId}, ${siteId},
                    ${checkpoint.name}, ${normalizeCheckpointBadge(checkpoint.badge)}, ${position})
            on conflict do nothing
            returning id`;
          inserted += rows.length;
        }
      }
    }
    return inserted;
  });
}
