import { CreateCollaboratorSchema, uuidv7 } from '@portal/contracts';
import { transaction, type Sql, type Tx } from '@portal/service-kit';
import { insertCollaborator } from '../src/collaborators/repo.js';

/** The sizes the referentials issue benchmarks (one agency). */
export const BENCH_COUNTS = { collaborators: 2_000, customers: 200, sites: 5_000, checkpointsPerSite: 4 };

const FIRST_NAMES = ['Hélène', 'Karim', 'Sophie', 'Lucas', 'Fatou', 'Éric', 'Chloé', 'Mathis', 'Inès', 'Noé'];
const LAST_NAMES = ['Durand', 'Benali', 'Roussel', 'Fabre', 'Diallo', 'Lefèvre', 'Morel', 'Girard', 'Caron', 'Perrin'];
const CITIES = ['Montpellier', 'Nîmes', 'Sète', 'Béziers', 'Lunel'];
const BATCH = 500;

async function insertInBatches(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await tx`insert into ${tx(table)} ${tx(batch)}`;
  }
}

/**
 * Fills one agency with the benchmark's referentials: collaborators through operations' own insert
 * (their folded search columns), then customers (read model), sites and checkpoints in batches.
 * Returns ids the benchmarks filter on.
 */
export async function seedBenchReferentials(sql: Sql, agencyId: string) {
  return transaction(sql, { kind: 'tenant', agencyId }, async (tx) => {
    for (let index = 0; index < BENCH_COUNTS.collaborators; index += 1) {
      const tabs = CreateCollaboratorSchema.parse({
        status: index % 10 === 0 ? 200 : 100,
        identity: {
          civility: (index % 2) + 1,
          firstName: FIRST_NAMES[index % FIRST_NAMES.length],
          lastName: `${LAST_NAMES[index % LAST_NAMES.length]} ${index}`,
          email: `collaborateur${index}@bench.test`,
          phones: [`06 ${String(10_000_000 + index).replace(/(\d{2})(?=\d)/g, '$1 ')}`],
        },
        agentInfos: {
          type: index % 7 === 0 ? 'EXTERNAL' : 'EMPLOYEE',
          plannable: index % 5 !== 0,
          specialties: index % 3 === 0 ? ['Cynophile'] : ['SSIAP 1'],
        },
      });
      await insertCollaborator(tx, { id: uuidv7(), agencyId, ...tabs });
    }
    const customers = Array.from({ length: BENCH_COUNTS.customers }, (_, index) => ({
      id: uuidv7(),
      agency_id: agencyId,
      name: `Client ${LAST_NAMES[index % LAST_NAMES.length]} ${index}`,
      customer_number: `411-${String(index + 1).padStart(5, '0')}`,
      status: 100,
      prospect: false,
      last_event_at: new Date(),
    }));
    await insertInBatches(tx, 'customers', customers);
    const sites = Array.from({ length: BENCH_COUNTS.sites }, (_, index) => ({
      id: uuidv7(),
      agency_id: agencyId,
      customer_id: customers[index % customers.length]?.id,
      name: `Site ${index} – ${CITIES[index % CITIES.length]}`,
      status: index % 20 === 0 ? 300 : 100,
      street: `${index} rue de la République`,
      zipcode: '34000',
      city: CITIES[index % CITIES.length],
      latitude: 43.6 + (index % 100) / 1000,
      longitude: 3.87 + (index % 100) / 1000,
    }));
    await insertInBatches(tx, 'sites', sites);
    const checkpoints = sites.flatMap((site, siteIndex) =>
      Array.from({ length: BENCH_COUNTS.checkpointsPerSite }, (_, position) => ({
        id: uuidv7(),
        agency_id: agencyId,
        site_id: site.id,
        name: `Point ${position + 1} – ${site.name}`,
        badge: `B${String(siteIndex * BENCH_COUNTS.checkpointsPerSite + position).padStart(8, '0')}`,
        position,
      })),
    );
    await insertInBatches(tx, 'checkpoints', checkpoints);
    return { customerId: customers[0]?.id ?? '', siteId: sites[1]?.id ?? '' };
  });
}
