import type { BillingHarness } from './harness.js';

/**
 * How many rows each table holds, read in platform scope (row-level security hides nothing): what a
 * refused call must leave unchanged.
 */
export function countRows(h: BillingHarness, tables: readonly string[]): Promise<Record<string, number>> {
  return h.asPlatform(async (tx) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await tx<{ count: number }[]>`select count(*)::int as count from ${tx(table)}`;
      counts[table] = row?.count ?? 0;
    }
    return counts;
  });
}
