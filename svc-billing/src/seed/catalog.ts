import type { SaveDiscount } from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoId, demoIds } from '@portal/service-kit/demo/ids';
import { findAgency } from '../agencies/repo.js';
import { importDefaultCatalogIn } from '../catalog/import-default-catalog.js';
import { findDiscount, insertDiscount } from '../discounts/repo.js';

/** The demo agency whose catalogue and discounts are loaded: Vigie Sécurité. */
const AGENCY_KEY = 'vigie';

/** Vigie's discount and fee, each under an id of its own (the same on every machine). */
export const DEMO_DISCOUNTS: readonly (Omit<SaveDiscount, 'id'> & { key: string })[] = [
  { key: 'remise-fidelite', label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5.00' },
  { key: 'frais-de-deplacement', label: 'Frais de déplacement', kind: 'fee', type: 'amount', value: '35.00' },
];

export const demoDiscountId = (key: string) => demoId(`discount:${AGENCY_KEY}:${key}`);

/**
 * Vigie Sécurité's catalogue (the default one, imported) and its discounts, once billing holds the
 * agency. Idempotent: the import skips the articles Vigie has, a discount already there is kept.
 * Answers what was added.
 */
export async function seedDemoCatalog(sql: Sql): Promise<{ articles: number; discounts: number }> {
  const agencyId = demoIds.agency(AGENCY_KEY);
  return transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
    if (!(await findAgency(tx, agencyId))) return { articles: 0, discounts: 0 };
    const { added } = await importDefaultCatalogIn(tx, agencyId);
    let discounts = 0;
    for (const { key, ...fields } of DEMO_DISCOUNTS) {
      const id = demoDiscountId(key);
      if (await findDiscount(tx, agencyId, id)) continue;
      await insertDiscount(tx, { id, agencyId, ...fields });
      discounts += 1;
    }
    return { articles: added, discounts };
  });
}
