import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BillableLineSchema, uuidv7, type BillableLine } from '@portal/contracts';
import { connectNats, type EventConsumer, type NatsConnection } from '@portal/service-kit';
import { startIdentityStandIn, type IdentityStandIn } from '@portal/service-kit/testing/identity-stand-in';
import { consumerCaughtUp, publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { startNatsServer, type TestNatsServer } from '@portal/service-kit/testing/nats-server';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { BILLABLE_LINES_DURABLE, startBillableLines } from './events.js';
import { finishedEvent, finishedPayload, linesPath } from './test-fixtures.js';

let h: BillingHarness;
let nats: TestNatsServer;
let nc: NatsConnection;
let consumer: EventConsumer;
/** Operations as far as its events go: the kit's outbox and relay publishing to JetStream. */
let operations: IdentityStandIn;
let agencyId: string;
beforeAll(async () => {
  h = await startBillingHarness();
  nats = await startNatsServer();
  nc = await connectNats(nats.url, h.logger);
  consumer = await startBillableLines({ sql: h.sql, nc, logger: h.logger });
  operations = await startIdentityStandIn(nats.url, h.logger);
  agencyId = (await h.provisionAgency()).agencyId;
});
afterAll(async () => {
  await operations?.close();
  await consumer?.stop();
  await nc?.drain();
  await nats?.destroy();
  await h?.close();
});

const WAIT = { timeout: 5000, interval: 20 };
/** Everything operations announced is published, delivered and acknowledged. */
const caughtUp = () =>
  vi.waitFor(async () => {
    expect(await operations.allPublished()).toBe(true);
    expect(await consumerCaughtUp(nc, 'OPERATIONS', BILLABLE_LINES_DURABLE)).toBe(true);
  }, WAIT);
const linesOf = (serviceId: string) =>
  h.asPlatform((tx) => tx`select id, agency_id from billable_lines where service_id = ${serviceId}`);

/** The service's line as the list answers it to the agency's owner. */
async function listedLine(serviceId: string): Promise<BillableLine | undefined> {
  const answer = await h.request('POST', linesPath(agencyId), {
    token: await h.tokenFor(agencyId),
    json: { limit: 250 },
  });
  expect(answer.status).toBe(200);
  const lines = BillableLineSchema.array().parse((answer.body as { data: unknown[] }).data);
  return lines.find((line) => line.serviceId === serviceId);
}

describe('billable lines from operations.service.finished (OPERATIONS stream)', () => {
  it('records an hourly service within 1 s: each kind of hour priced with its factor', async () => {
    const payload = finishedPayload(agencyId);
    const started = performance.now();
    await operations.announce('operations.service.finished', payload, agencyId);
    await vi.waitFor(async () => expect(await linesOf(payload.serviceId)).toHaveLength(1), {
      timeout: 1000,
      interval: 20,
    });
    expect(performance.now() - started).toBeLessThan(1000);

    expect(await listedLine(payload.serviceId)).toMatchObject({
      reference: payload.reference,
      customerId: payload.customerId,
      customerName: 'Résidence Les Oliviers',
      siteId: payload.siteId,
      siteName: 'Bâtiment A',
      prestationLabel: 'Gardiennage',
      unitPrice: '25.50',
      billingMode: 2,
      category: 'GUARDING',
      nbAgents: 2,
      startedAt: '2026-03-07T20:00:00.000Z',
      endedAt: '2026-03-08T06:00:00.000Z',
      finishedAt: '2026-03-08T06:00:00.000Z',
      hours: { day: '4.00', night: '3.00', sunday: '2.00', holiday: '1.00', total: '10.00' },
      nightFactor: '1.1000',
      holidayFactor: '2.0000',
      // 25.50 × 2 agents × (4 + 2 + 3 × 1.1 + 1 × 2)
      quantity: '20.00',
      amount: '576.30',
      status: 'to_invoice',
    });
  });

  it('prices a service à la prestation per agent, and a flat-rate one at 0 (included in the flat rate)', async () => {
    const perService = finishedPayload(agencyId, {
      billingMode: 3,
      prestation: { label: 'Intervention sur alarme', unitPrice: '80.00' },
      nbAgents: 3,
    });
    const onHoliday = finishedPayload(agencyId, {
      billingMode: 3,
      prestation: { label: 'Intervention sur alarme', unitPrice: '80.00' },
      nbAgents: 1,
      hours: { day: 0, night: 1, sunday: 0, holiday: 5, total: 6 },
      holidayFactor: 1.5,
    });
    const flatRate = finishedPayload(agencyId, {
      billingMode: 1,
      prestation: { label: 'Forfait mensuel', unitPrice: '1500.00' },
    });
    for (const payload of [perService, onHoliday, flatRate]) {
      await operations.announce('operations.service.finished', payload, agencyId);
    }
    await caughtUp();

    expect(await listedLine(perService.serviceId)).toMatchObject({
      billingMode: 3,
      quantity: '3.00',
      amount: '240.00',
    });
    expect(await listedLine(onHoliday.serviceId)).toMatchObject({ billingMode: 3, quantity: '1.00', amount: '120.00' });
    expect(await listedLine(flatRate.serviceId)).toMatchObject({ billingMode: 1, quantity: '20.00', amount: '0.00' });
  });

  it('a redelivered event, or the service finished again under a new event, still makes one line', async () => {
    const payload = finishedPayload(agencyId);
    const event = finishedEvent(payload);
    // Plain publishes carry no Nats-Msg-Id: JetStream stores and delivers the same event twice.
    await publishRaw(nc, event.subject, event);
    await publishRaw(nc, event.subject, event);
    await operations.announce(
      'operations.service.finished',
      { ...payload, finishedAt: '2026-03-09T06:00:00.000Z' },
      agencyId,
    );
    await caughtUp();

    expect(await linesOf(payload.serviceId)).toHaveLength(1);
    expect((await listedLine(payload.serviceId))?.finishedAt).toBe('2026-03-08T06:00:00.000Z');
    const inbox = await h.asPlatform(
      (tx) => tx`select event_id from inbox where consumer = ${BILLABLE_LINES_DURABLE} and event_id = ${event.id}`,
    );
    expect(inbox).toHaveLength(1);
  });

  it('ignores an event whose envelope names another agency than its payload', async () => {
    const other = await h.provisionAgency();
    const payload = finishedPayload(agencyId);
    await publishRaw(nc, 'operations.service.finished', finishedEvent(payload, other.agencyId));
    await caughtUp();
    expect(await linesOf(payload.serviceId)).toHaveLength(0);
  });

  it('a service of the same id in two agencies makes a line in each', async () => {
    const other = await h.provisionAgency();
    const serviceId = uuidv7();
    await operations.announce('operations.service.finished', finishedPayload(agencyId, { serviceId }), agencyId);
    await operations.announce(
      'operations.service.finished',
      finishedPayload(other.agencyId, { serviceId }),
      other.agencyId,
    );
    await caughtUp();
    const rows = await linesOf(serviceId);
    expect(rows.map((row) => row['agencyId']).sort()).toEqual([agencyId, other.agencyId].sort());
  });
});
