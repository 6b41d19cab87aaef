import { SaveSiteSchema } from '@portal/contracts';
import { createEvent, enqueueEvent, transaction, type Sql, type Tx } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { DEMO_REFERENTIALS, type DemoReferentials } from '@portal/service-kit/demo/referentials';
import { insertSite } from '../sites/repo.js';

/** The number billing gives the n-th demo customer of an agency (prefix '411-', spec 02 settings). */
const customerNumber = (index: number) => `411-${String(index + 1).padStart(5, '0')}`;

/**
 * The read-model rows of the agency's demo customers. They stand until billing announces its own
 * (`last_event_at` at the epoch: any real event is newer), and are left as they are when present.
 * Billing's seed runs beside this one: its customer may be written by the read model's consumer at
 * the same moment, so every unique index arbitrates (`on conflict (id)` alone let the row land in
 * `(agency_id, id)` between the check and the insert: a duplicate key, and the seed failed).
 */
async function seedCustomers(tx: Tx, agencyKey: string, agencyId: string, referentials: DemoReferentials) {
  for (const [index, customer] of referentials.customers.entries()) {
    await tx`
      insert into customers (id, agency_id, name, customer_number, status, prospect, last_event_at)
      values (${demoIds.customer(agencyKey, customer.key)}, ${agencyId}, ${customer.name}, ${customerNumber(index)},
              100, false, 'epoch')
      on conflict do nothing`;
  }
}

/** The agency's demo sites not there yet, each announced with `operations.site.created`. */
async function seedSites(tx: Tx, agencyKey: string, agencyId: string, referentials: DemoReferentials) {
  let inserted = 0;
  for (const demo of referentials.sites) {
    const id = demoIds.site(agencyKey, demo.key);
    const [held] = await tx`select 1 from sites where id = ${id}`;
    if (held) continue;
    const { latitude, longitude, ...address } = demo.address;
    const site = SaveSiteSchema.parse({
      name: demo.name,
      customerId: demoIds.customer(agencyKey, demo.customerKey),
      address: { ...address, country: 'FR', location: { latitude, longitude } },
    });
    await insertSite(tx, agencyId, id, site);
    await enqueueEvent(
      tx,
      createEvent(
        'operations.site.created',
        { agencyId, siteId: id, customerId: site.customerId, name: site.name, status: site.status },
        { agencyId, actor: null },
      ),
    );
    inserted += 1;
  }
  return inserted;
}

/**
 * The demo customers (read model) and sites of `DEMO_REFERENTIALS`, for each demo agency whose copy
 * operations holds. Safe to run again: what is there is left as it is. Answers how many sites were
 * inserted.
 */
export async function seedDemoSites(sql: Sql): Promise<number> {
  let inserted = 0;
  for (const [agencyKey, referentials] of Object.entries(DEMO_REFERENTIALS)) {
    const agencyId = demoIds.agency(agencyKey);
    inserted += await transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
      const [agency] = await tx`select 1 from agencies where id = ${agencyId}`;
      if (!agency) return 0;
      await seedCustomers(tx, agencyKey, agencyId, referentials);
      return seedSites(tx, agencyKey, agencyId, referentials);
    });
  }
  return inserted;
}
