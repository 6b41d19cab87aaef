import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BILLING_CALLS,
  ForgotPasswordSchema,
  IDENTITY_AGENCY_CALLS,
  IDENTITY_SUPPORT_CALLS,
  LoginSchema,
  OPERATIONS_CALLS,
  RefreshSchema,
  RegisterDeviceSchema,
  ResetPasswordSchema,
  UpdateUserSchema,
  type CallDefinition,
} from '@portal/contracts';
import { acceptedOnTheWire, acceptedQueryOnTheWire, malformedOf, malformedQueryOf } from './mutations.js';
import { samples } from './samples.js';
import { arbitraryOf } from './zod-arbitrary.js';
import { accepts } from './zod-def.js';

type Swept = { table: string; call: string; part: 'body' | 'query'; schema: z.ZodType };

/** Identity's session calls have no call table (the battery's route catalogue lists them by hand). */
const SESSION_BODIES: [string, z.ZodType][] = [
  ['POST /login_check', LoginSchema],
  ['POST /token/refresh', RefreshSchema],
  ['POST /user/forgot-password', ForgotPasswordSchema],
  ['PUT /user/forgot-password/:confirmationToken', ResetPasswordSchema],
  ['PUT /user', UpdateUserSchema],
  ['POST /user/device', RegisterDeviceSchema],
];

const TABLES: Record<string, readonly CallDefinition[]> = {
  operations: OPERATIONS_CALLS,
  billing: BILLING_CALLS,
  'identity agency': Object.values(IDENTITY_AGENCY_CALLS),
  'identity support': Object.values(IDENTITY_SUPPORT_CALLS),
};

const SWEPT: Swept[] = [
  ...Object.entries(TABLES).flatMap(([table, calls]) =>
    calls.flatMap((call) =>
      (['body', 'query'] as const).flatMap((part) => {
        const schema = call[part];
        return schema ? [{ table, call: `${call.method} ${call.path}`, part, schema }] : [];
      }),
    ),
  ),
  ...SESSION_BODIES.map(([call, schema]) => ({ table: 'identity session', call, part: 'body' as const, schema })),
];

/** A few samples per schema keep the sweep fast; the battery measures at scale. */
const VALID_SAMPLES = 20;
const MALFORMED_SAMPLES = 10;
const SEED = 12;

const percent = (share: number) => Math.round(share * 1000) / 10;

describe('every body and query schema of the contracts’ call tables', () => {
  it('gets an arbitrary, malformed payloads and the valid share printed', () => {
    const rows = SWEPT.map(({ table, call, part, schema }) => {
      const share = (options?: { oracle: boolean }) =>
        samples(arbitraryOf(schema, options), VALID_SAMPLES, SEED).filter((value) => accepts(schema, value)).length /
        VALID_SAMPLES;
      const refused =
        part === 'body'
          ? samples(malformedOf(schema), MALFORMED_SAMPLES, SEED).filter(
              (payload) => !acceptedOnTheWire(schema, payload),
            ).length / MALFORMED_SAMPLES
          : samples(malformedQueryOf(schema), MALFORMED_SAMPLES, SEED).filter(
              (query) => !acceptedQueryOnTheWire(schema, query),
            ).length / MALFORMED_SAMPLES;
      return { table, call, part, valid: share(), structural: share({ oracle: false }), refused };
    });
    console.table(
      rows.map((row) => ({
        table: row.table,
        call: `${row.call} (${row.part})`,
        'valid %': percent(row.valid),
        'structural %': percent(row.structural),
        'malformed refused %': percent(row.refused),
      })),
    );
    const tables = [...new Set(rows.map((row) => row.table))].map((table) => {
      const shares = rows.filter((row) => row.table === table).map((row) => row.valid);
      return {
        table,
        schemas: shares.length,
        mean: shares.reduce((a, b) => a + b, 0) / shares.length,
        min: Math.min(...shares),
      };
    });
    console.table(tables.map((row) => ({ ...row, mean: `${percent(row.mean)} %`, min: `${percent(row.min)} %` })));

    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((row) => row.table))).toEqual(new Set([...Object.keys(TABLES), 'identity session']));
    for (const row of rows) expect(row.valid, `${row.call} (${row.part})`).toBeGreaterThan(0);
    for (const row of tables) expect(row.mean, row.table).toBeGreaterThanOrEqual(0.9);
  });
});
