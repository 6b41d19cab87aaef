/**
 * Fills an existing agency of an operations database with the benchmark's referentials (2,000
 * collaborators, 5,000 sites, 20,000 checkpoints), for benchmarks that drive the whole portal:
 *
 *   DATABASE_URL=… BENCH_AGENCY_ID=… node --import tsx bench/seed-bench-agency.ts
 */
import { z } from 'zod';
import { BaseEnvSchema, connectDatabase, parseEnv } from '@portal/service-kit';
import { seedBenchReferentials } from './bench-referentials.js';

const env = parseEnv(BaseEnvSchema.pick({ DATABASE_URL: true }).extend({ BENCH_AGENCY_ID: z.uuid() }));
const sql = connectDatabase(env.DATABASE_URL, { max: 2 });
try {
  await seedBenchReferentials(sql, env.BENCH_AGENCY_ID);
  await sql`vacuum analyze`;
} finally {
  await sql.end({ timeout: 5 });
}
