import { createEvent, createLogger, transaction, connectDatabase, migrate } from '@portal/service-kit';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { provisionDatabase, adminUrl } from '@portal/service-kit/testing/database';
import { agencyEventHandlers } from '../src/agencies/events.js';
import { MIGRATIONS_DIR } from '../src/testing/harness.js';
import { seedBenchReferentials } from './bench-referentials.js';
const url = await provisionDatabase(adminUrl(), 'portal_test_operations', 'h4_explore');
const sql = connectDatabase(url, { max: 2 });
await migrate(sql, MIGRATIONS_DIR);
const payload = agencyCreatedPayload({ limits: { agentsLimit: 100_000, accountsLimit: 100_000, freeAccounts: 0 } });
await transaction(sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) =>
  agencyEventHandlers(createLogger('x', 'silent'))['identity.agency.created'](tx, createEvent('identity.agency.created', payload, { agencyId: payload.agencyId, actor: null })));
const ids = await seedBenchReferentials(sql, payload.agencyId);
await sql`vacuum analyze`;
console.log(JSON.stringify({ url, agencyId: payload.agencyId, ...ids }));
await sql.end();
