import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { poolUse } from './pool-use.js';
import { readTransaction, transaction } from './tenant.js';

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

describe('readTransaction', () => {
  it('applies the scope in a read-only transaction, its queries and commit in one pipeline', async () => {
    const agencyId = uuidv7();
    const customerId = uuidv7();
    const [first, second, readOnly] = await readTransaction(db.sql, { kind: 'tenant', agencyId, customerId }, (tx) =>
      Promise.all([tx.unsafe(settings), tx.unsafe(settings), tx`show transaction_read_only`]),
    );
    expect(first?.[0]).toEqual({ scope: 'tenant', agencyId, customerId });
    expect(second?.[0]).toEqual({ scope: 'tenant', agencyId, customerId });
    expect(readOnly?.[0]).toEqual({ transactionReadOnly: 'on' });
    // The settings were local to the transaction: the connection went back clean.
    const [row] = await db.sql.unsafe(settings);
    expect(row?.agencyId ?? '').toBe('');
  });

  it('refuses a query sent after the pipeline left, instead of running it outside the transaction', async () => {
    await expect(
      readTransaction(db.sql, { kind: 'tenant', agencyId: uuidv7() }, async (tx) => {
        const later = tx.unsafe(settings);
        await tx`select 1`;
        return later;
      }),
    ).rejects.toThrow(/readTransaction: a query sent after/);
    await expect(
      readTransaction(db.sql, { kind: 'tenant', agencyId: uuidv7() }, async (tx) => {
        await tx`select 1`;
        return tx`select 2`;
      }),
    ).rejects.toThrow(/readTransaction: a query sent after/);
  });

  it('answers the first failure (a refused write, a bad query, the work’s own) and leaves the pool usable', async () => {
    await expect(
      readTransaction(db.sql, { kind: 'platform' }, (tx) => tx`create table read_only_refused (id int)`),
    ).rejects.toMatchObject({ code: '25006' });
    await expect(
      readTransaction(db.sql, { kind: 'platform' }, (tx) => Promise.all([tx`select 1 / 0`, tx.unsafe(settings)])),
    ).rejects.toMatchObject({ code: '22012' });
    await expect(
      readTransaction(db.sql, { kind: 'platform' }, async () => {
        await Promise.resolve();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A failure swallowed by the work still fails the read (its commit answered ROLLBACK).
    await expect(
      readTransaction(db.sql, { kind: 'platform' }, async (tx) => {
        const [, settingsRows] = await Promise.all([tx`select 1 / 0`.catch(() => null), tx.unsafe(settings)]).catch(
          () => [null, null],
        );
        return settingsRows;
      }),
    ).rejects.toThrow();
    const rows = await Promise.all(
      Array.from({ length: 6 }, () => readTransaction(db.sql, { kind: 'platform' }, (tx) => tx.unsafe(settings))),
    );
    expect(rows.map((row) => row[0]?.scope)).toEqual(Array(6).fill('platform'));
  });
});

describe("this process's pool use", () => {
  it('counts the connections held by transactions and the transactions waiting for one, back to none after', async () => {
    const scope = { kind: 'tenant' as const, agencyId: uuidv7() };
    let release = () => {};
    const holding = new Promise<void>((resolve) => (release = resolve));
    // The pool has 2 connections: two transactions hold them, a read waits for one.
    const held = [1, 2].map(() => transaction(db.sql, scope, () => holding));
    await expect.poll(() => ({ ...poolUse(db.sql) })).toEqual({ held: 2, waiting: 0 });
    const waiting = readTransaction(db.sql, scope, (tx) => tx`select 1`);
    await expect.poll(() => ({ ...poolUse(db.sql) })).toEqual({ held: 2, waiting: 1 });
    release();
    await Promise.all([...held, waiting]);
    expect(poolUse(db.sql)).toEqual({ held: 0, waiting: 0 });
    // A transaction that fails gives its connection back to the count too.
    await expect(transaction(db.sql, scope, (tx) => tx`select 1/0`)).rejects.toThrow();
    expect(poolUse(db.sql)).toEqual({ held: 0, waiting: 0 });
  });
});
