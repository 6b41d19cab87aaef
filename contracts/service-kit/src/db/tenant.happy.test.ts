import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { transaction } from './tenant.js';

let db: ServiceDatabase;

beforeAll(async () => {
  db = await startServiceDatabase('kit_tenant', null, { max: 2 });
});

afterAll(async () => {
  await db?.close();
});

const settings = `select current_setting('app.scope', true) as scope, current_setting('app.agency_id', true) as agency_id,
                          current_setting('app.customer_id', true) as customer_id`;

describe('transaction', () => {
  it('applies the scope before the first queries of the work, sent together in one pipeline', async () => {
    const agencyId = uuidv7();
    const customerId = uuidv7();
    const [first, second] = await transaction(db.sql, { kind: 'tenant', agencyId, customerId }, (tx) =>
      Promise.all([tx.unsafe(settings), tx.unsafe(settings)]),
    );
    expect(first?.[0]).toEqual({ scope: 'tenant', agencyId, customerId });
    expect(second?.[0]).toEqual({ scope: 'tenant', agencyId, customerId });
  });

  it('writes the audit line under the scope, before the work', async () => {
    const agencyId = uuidv7();
    const actorUserId = uuidv7();
    const audit = {
      actorUserId,
      actorEmail: 'support@portal.test',
      alteredByUserId: uuidv7(),
      alteredByEmail: 'owner@agence.test',
      action: 'POST /x',
      service: 'kit',
      clientIp: '198.51.100.7',
    };
    const seen = await transaction(
      db.sql,
      { kind: 'tenant', agencyId },
      (tx) => tx<{ clientIp: string }[]>`select client_ip from audit_log where actor_user_id = ${actorUserId}`,
      audit,
    );
    expect(seen.map((row) => row.clientIp)).toEqual(['198.51.100.7']);
  });

  it('rolls back and answers the work’s error when the work fails early', async () => {
    await expect(
      transaction(db.sql, { kind: 'platform' }, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // The pool's connection is usable afterwards.
    const [row] = await transaction(db.sql, { kind: 'platform' }, (tx) => tx.unsafe(settings));
    expect(row?.scope).toBe('platform');
  });

  it('runs without JIT compilation (connection setting of the kit’s pool)', async () => {
    const [row] = await db.sql<{ jit: string }[]>`show jit`;
    expect(row?.jit).toBe('off');
  });
});
