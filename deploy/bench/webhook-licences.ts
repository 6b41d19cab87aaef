/**
 * Benchmark of issue 15's goal: a Stripe webhook to the licences granted, from billing's commit of
 * the validated payment (its `billing.payment.validated` in the outbox) to identity's commit of the
 * grant (its `identity.agency.limits-changed`, same correlation id), p99 < 200 ms at 50 webhooks/s.
 *
 *   npm run bench:webhooks -w @portal/deploy
 *
 * The three services run as `npm start` runs them (real processes, PostgreSQL, NATS JetStream) with
 * the demo data; Stripe is its local fake (a third party). BENCH_PAYMENTS (1,000) card payments are
 * made first without any webhook endpoint; then billing's endpoint is added and each payment's
 * `payment_intent.succeeded` is delivered at BENCH_RATE (50) a second. Both instants are each
 * transaction's `now()` (its start): a few milliseconds before each commit, on the same clock.
 */
import postgres from 'postgres';
import { CartCheckoutSchema, TokenResponseSchema } from '@portal/contracts';
import { demoId, demoIds } from '@portal/service-kit/demo/ids';
import { cardData, confirmFromBrowser } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { runDemoSeeds } from '../local/seed.js';
import { startSystem, type ServiceName } from '../system/system-under-test.js';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 1_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const BUYERS = ['vigie', 'eclat', 'horizon'] as const;
/** The seeded 'Licence utilisateur' offer (billing's seed names it so). */
const LICENCE_ID = demoId('subscription-offer:licence');
const DEMO_PASSWORD = 'Demo2026!';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const system = await startSystem();
const { stripe } = system;
// The payments are made first, their webhooks held back: the measure delivers them at the rate.
const billingEndpoints = stripe.removeWebhookEndpoints();
try {
  const seedEnv = (service: ServiceName) => ({
    DATABASE_URL: system.databaseUrls[service],
    NATS_URL: system.nats.url,
    LOG_LEVEL: 'warn',
  });
  await runDemoSeeds({ identity: seedEnv('identity'), operations: seedEnv('operations'), billing: seedEnv('billing') });

  const tokenOf = async (email: string) => {
    const response = await fetch(`${system.urls.identity}/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    return TokenResponseSchema.parse(await response.json()).token;
  };
  // One licence bought by each payment: each grant moves the agency's limit by one.
  const owners = await Promise.all(
    BUYERS.map(async (key) => ({ agencyId: demoIds.agency(key), token: await tokenOf(`proprietaire@${key}-demo.fr`) })),
  );
  const started = performance.now();
  for (let index = 0; index < PAYMENTS; index++) {
    const owner = owners[index % owners.length];
    if (!owner) continue;
    const answer = await fetch(`${system.urls.billing}/agency/${owner.agencyId}/subscription/cart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ offerId: LICENCE_ID, quantity: 1 }], period: 'monthly' }),
    });
    const { payment } = CartCheckoutSchema.parse(await answer.json());
    await confirmFromBrowser(stripe, payment.clientSecret, { payment_method_data: cardData('4242424242424242') });
  }
  console.log(`prepared ${PAYMENTS} paid card payments in ${Math.round(performance.now() - started)} ms`);

  for (const endpoint of billingEndpoints) stripe.addWebhookEndpoint(endpoint.url, endpoint.secret);
  const succeeded = stripe.events.filter((event) => event.type === 'payment_intent.succeeded');
  const sendStarted = performance.now();
  for (const [index, event] of succeeded.entries()) {
    const due = sendStarted + (index * 1_000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    stripe.replayEvent(event.id);
  }
  await stripe.webhooksIdle();
  const sendSeconds = (performance.now() - sendStarted) / 1_000;
  console.log(
    `delivered ${succeeded.length} webhooks in ${sendSeconds.toFixed(1)} s (${(succeeded.length / sendSeconds).toFixed(1)}/s)`,
  );

  const billing = postgres(system.databaseUrls.billing, { max: 1 });
  const identity = postgres(system.databaseUrls.identity, { max: 1 });
  try {
    const paidAt = new Map<string, number>();
    let granted = new Map<string, number>();
    for (let attempt = 0; attempt < 100; attempt++) {
      for (const row of await billing<{ correlation: string; at: Date }[]>`
        select envelope->>'correlationId' as correlation, created_at as at from outbox where subject = 'billing.payment.validated'`) {
        paidAt.set(row.correlation, row.at.getTime());
      }
      granted = new Map(
        (
          await identity<{ correlation: string; at: Date }[]>`
            select envelope->>'correlationId' as correlation, created_at as at from outbox
             where subject = 'identity.agency.limits-changed' and envelope->>'correlationId' is not null`
        ).map((row) => [row.correlation, row.at.getTime()]),
      );
      if ([...paidAt.keys()].every((key) => granted.has(key)) && paidAt.size >= PAYMENTS) break;
      await pause(200);
    }
    const latencies = [...paidAt]
      .flatMap(([correlation, at]) => {
        const grantedAt = granted.get(correlation);
        return grantedAt === undefined ? [] : [grantedAt - at];
      })
      .sort((a, b) => a - b);
    console.log(`payments validated: ${paidAt.size}, granted: ${latencies.length}`);
    console.log(
      `webhook → licences (billing commit → identity commit): p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms, max ${latencies.at(-1)} ms (goal p99 < 200 ms)`,
    );
  } finally {
    await billing.end();
    await identity.end();
  }
} finally {
  await system.stop();
}
