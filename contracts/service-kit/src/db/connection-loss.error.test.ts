import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../testing/database.js';
import { startServiceDatabase, type ServiceDatabase } from '../testing/service-database.js';
import { transaction } from './tenant.js';

let db: ServiceDatabase;
let admin: postgres.Sql;

beforeAll(async () => {
  db = await startServiceDatabase('kit_connection_loss', null, { max: 2 });
  admin = postgres(adminUrl(), { max: 1, onnotice: () => undefined });
});

afterAll(async () => {
  await admin?.end();
  await db?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a connection lost in the middle of a transaction', () => {
  it("rejects the transaction's next queries instead of crashing the process, and the pool goes on", async () => {
    // What a PostgreSQL restart does to a transaction in flight: its backend goes away, and the
    // work sends its next statements (pipelined, under 1 KiB: written from a setImmediate) on the
    // dead connection. Unpatched, postgres.js 3.4.9 then throws an uncaught TypeError (see
    // contracts/service-kit/patches), which fails this file with an unhandled error.
    const outcome = transaction(db.sql, { kind: 'platform' }, async (tx) => {
      const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await admin`select pg_terminate_backend(${row?.pid ?? 0})`;
      await sleep(200);
      return Promise.all([tx`select 1`, tx`select 2`, tx`select 3`]);
    });
    await expect(outcome).rejects.toThrow();
    await sleep(200);
    expect(await db.sql`select 1 as one`).toEqual([{ one: 1 }]);
  });
});
