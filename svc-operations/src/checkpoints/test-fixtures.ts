import { uuidv7 } from '@portal/contracts';
import type { OperationsHarness } from '../testing/harness.js';

/**
 * Test support: a customer (as billing's events would have written it) and a site of that customer,
 * written straight into operations' tables, so that the checkpoint tests do not depend on the sites API.
 */
export async function insertTestSite(
  h: Pick<OperationsHarness, 'asPlatform'>,
  agencyId: string,
  options: { name?: string; status?: 100 | 200 | 300; id?: string } = {},
): Promise<{ siteId: string; customerId: string; name: string }> {
  const customerId = uuidv7();
  const siteId = options.id ?? uuidv7();
  const name = options.name ?? `Site ${siteId.slice(-6)}`;
  await h.asPlatform(async (tx) => {
    await tx`insert into customers (id, agency_id, name, customer_number, status, last_event_at)
             values (${customerId}, ${agencyId}, ${`Client de ${name}`}, ${`411-${siteId.slice(-5)}`}, 100, now())`;
    await tx`insert into sites (id, agency_id, customer_id, name, status)
             values (${siteId}, ${agencyId}, ${customerId}, ${name}, ${options.status ?? 100})`;
  });
  return { siteId, customerId, name };
}

/** An agency provisioned in operations with one active site, and its owner's token. */
export async function agencyWithSite(h: OperationsHarness, siteName?: string) {
  const { agencyId } = await h.provisionAgency();
  const site = await insertTestSite(h, agencyId, siteName ? { name: siteName } : {});
  return { agencyId, site, owner: await h.tokenFor(agencyId) };
}

/** How many checkpoints an agency holds, read across tenants. */
export async function countCheckpointRows(h: OperationsHarness, agencyId: string): Promise<number> {
  const [row] = await h.asPlatform(
    (tx) => tx<{ count: number }[]>`select count(*)::int as count from checkpoints where agency_id = ${agencyId}`,
  );
  return row?.count ?? 0;
}
