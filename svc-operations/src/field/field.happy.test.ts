import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, FIELD_CALLS, SERVICE_CALLS, ServiceFinishedPayloadSchema, uuidv7 } from '@portal/contracts';
import { serviceEvents } from '../services/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { LATE_SERVICES_JOB } from './late-services-job.js';
import { distanceMetres } from './field-context.js';
import {
  agencyOnDuty,
  at,
  message,
  NEAR_SITE,
  planService,
  SIGNATURE,
  SITE_POSITION,
  syncOk,
  YESTERDAY,
} from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('field mode: the agent’s day', () => {
  it('takes, pauses, walks the round, declares, ends with a signed report: real hours, gaps, timeline, main courante', async () => {
    const duty = await agencyOnDuty(h, { reportRequired: true });
    const { agencyId, agent, service } = duty;
    const day = await h.request('POST', `/agency/${agencyId}/agent/fetch/field-services`, {
      token: agent,
      json: { day: YESTERDAY },
    });
    expect(day.status).toBe(200);
    const listed = FIELD_CALLS.myFieldServices.response.parse(day.body);
    expect(listed).toMatchObject({
      activeServiceId: null,
      services: [{ id: service.id, status: 100, reportRequired: true }],
    });
    expect(listed.services[0]!.round.stops.map((stop) => [stop.name, stop.virtual])).toEqual([
      ['Hall principal', false],
      ['Parking', true],
    ]);

    const eventId = uuidv7();
    const queue = [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:02'), location: NEAR_SITE }),
      message({
        type: 'event.create',
        eventId,
        serviceId: service.id,
        typeKey: 'observation',
        content: 'Porte du local poubelles ouverte',
        createdAt: at('08:30'),
      }),
      message({ type: 'break.start', serviceId: service.id, createdAt: at('10:00') }),
      message({ type: 'break.stop', serviceId: service.id, createdAt: at('10:15') }),
      message({ type: 'round.start', serviceId: service.id, createdAt: at('11:00') }),
      message({
        type: 'round.checkpoint',
        serviceId: service.id,
        method: 'typed',
        badge: 'badge-0001',
        createdAt: at('11:05'),
      }),
      message({
        type: 'round.checkpoint',
        serviceId: service.id,
        method: 'virtual',
        checkpointId: duty.virtualCheckpointId,
        location: NEAR_SITE,
        createdAt: at('11:10'),
      }),
      message({ type: 'round.stop', serviceId: service.id, createdAt: at('11:20') }),
      message({ type: 'message.add', eventId, content: 'Refermée par le gardien', createdAt: at('12:00') }),
      message({
        type: 'service.end',
        serviceId: service.id,
        createdAt: at('15:58'),
        comment: 'RAS',
        report: { agentSignature: SIGNATURE, customerName: 'M. Durand', customerSignature: SIGNATURE },
      }),
    ];
    expect(await syncOk(h, agencyId, agent, queue)).toEqual({ applied: queue.map((m) => m.uuid), duplicates: [] });
    // The same queue sent again (a lost answer, a reload): nothing applied twice.
    expect(await syncOk(h, agencyId, agent, queue)).toEqual({ applied: [], duplicates: queue.map((m) => m.uuid) });

    const afterDay = FIELD_CALLS.myFieldServices.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/agent/fetch/field-services`, {
          token: agent,
          json: { day: YESTERDAY },
        })
      ).body,
    );
    const after = afterDay.services.find((one) => one.id === service.id)!;
    expect(after).toMatchObject({
      status: 300,
      realStartAt: new Date(at('08:02')).toISOString(),
      realEndAt: new Date(at('15:58')).toISOString(),
    });
    expect(after.round.status).toBe(400);
    expect(after.round.stops.map((stop) => stop.method)).toEqual(['typed', 'virtual']);

    const finished = (await serviceEvents(h, agencyId)).filter(
      (event) => event.subject === 'operations.service.finished',
    );
    expect(finished).toHaveLength(1);
    expect(finished[0]!.payload).toMatchObject({ serviceId: service.id, hours: { total: 7.93 } });
    // The proof billing joins to the invoice: real times, round, the lines the customer may see (breaks are internal).
    const proof = ServiceFinishedPayloadSchema.parse(finished[0]!.payload).proof!;
    expect(proof).toMatchObject({
      realStartAt: new Date(at('08:02')).toISOString(),
      realEndAt: new Date(at('15:58')).toISOString(),
      round: { passed: 2, expected: 2 },
    });
    expect(proof.mainCourante.entries.map((entry) => entry.type)).toEqual([
      'Début de service',
      'Observations',
      'Début de ronde',
      'Point de contrôle validé',
      'Point de contrôle géolocalisé',
      'Fin de ronde',
      'Observations',
      'Fin de service',
    ]);
    expect(proof.mainCourante.entries[1]).toMatchObject({ content: 'Porte du local poubelles ouverte' });
    expect(proof.mainCourante.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.hash))).toBe(true);
    expect(proof.mainCourante.total).toBe(8);
    const signed = await serviceEvents(h, agencyId, 'operations.report.signed');
    expect(signed.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        serviceId: service.id,
        agentId: duty.agentId,
        signedAt: new Date(at('15:58')).toISOString(),
        realStartAt: new Date(at('08:02')).toISOString(),
        customerSignatory: 'M. Durand',
        customerSigned: true,
        comment: 'RAS',
      }),
    ]);

    const gaps = await h.request('POST', `/agency/${agencyId}/fetch/service-breaks`, {
      token: duty.owner,
      json: { filters: {} },
    });
    expect((gaps.body as { data: { type: number; durationMin: number }[] }).data).toMatchObject([
      { type: 0, durationMin: 15 },
    ]);

    const timeline = await h.request('GET', `/agency/${agencyId}/service/${service.id}/timeline`, {
      token: duty.owner,
    });
    const entries = SERVICE_CALLS.timeline.response.parse(timeline.body).data;
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['created', 'started', 'event', 'paused', 'resumed', 'round', 'ended']),
    );

    const events = FIELD_CALLS.allEvents.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/fetch/allEvents`, {
          token: duty.owner,
          json: { filters: { serviceId: service.id } },
        })
      ).body,
    );
    expect(events.data.map((event) => event.typeKey)).toEqual([
      'service_finish',
      'circuit_finish',
      'checkpoint_geolocated',
      'checkpoint_validated',
      'circuit_start',
      'break_stop',
      'break_start',
      'observation',
      'service_start',
    ]);
    const observation = events.data.find((event) => event.id === eventId)!;
    expect(observation.messages.map((line) => line.content)).toEqual([
      'Porte du local poubelles ouverte',
      'Refermée par le gardien',
    ]);
    expect(events.data.at(-1)).toMatchObject({ distanceM: expect.any(Number), location: NEAR_SITE });
    expect(events.data.at(-1)!.distanceM!).toBeLessThan(100);

    const verified = await h.request('GET', `/agency/${agencyId}/main-courante/${duty.siteId}/verify`, {
      token: duty.owner,
    });
    expect(verified.body).toMatchObject({ valid: true, entries: 10, brokenAtSeq: null });
  });

  it('edits and deletes a line, deletes an event: the main courante keeps every step and still verifies; altering it breaks it', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent, service } = duty;
    const eventId = uuidv7();
    const first = message({
      type: 'event.create',
      eventId,
      serviceId: service.id,
      typeKey: 'incident',
      content: 'Vitre brisée',
      createdAt: at('09:00'),
    });
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      first,
      message({
        type: 'message.edit',
        eventId,
        messageId: first.uuid,
        content: 'Vitre brisée au rez-de-chaussée',
        createdAt: at('09:05'),
      }),
    ]);
    const read = await h.request('GET', `/agency/${agencyId}/event/${eventId}`, { token: agent });
    expect(read.status).toBe(200);
    expect(FIELD_CALLS.getEvent.response.parse(read.body).messages).toMatchObject([
      { id: first.uuid, content: 'Vitre brisée au rez-de-chaussée', edited: true },
    ]);
    await syncOk(h, agencyId, agent, [
      message({ type: 'message.delete', eventId, messageId: first.uuid, createdAt: at('09:06') }),
    ]);
    expect(
      FIELD_CALLS.getEvent.response.parse(
        (await h.request('GET', `/agency/${agencyId}/event/${eventId}`, { token: agent })).body,
      ).messages,
    ).toEqual([]);

    const removed = await h.request('DELETE', `/agency/${agencyId}/event/${eventId}`, { token: duty.owner });
    expect(removed.status).toBe(200);
    expect((await h.request('GET', `/agency/${agencyId}/event/${eventId}`, { token: duty.owner })).status).toBe(404);

    const exported = FIELD_CALLS.exportMainCourante.response.parse(
      (await h.request('GET', `/agency/${agencyId}/main-courante/${duty.siteId}/export`, { token: duty.owner })).body,
    );
    expect(exported.entries.map((entry) => entry.action)).toEqual(['create', 'create', 'edit', 'delete', 'delete']);
    const ok = await h.request('GET', `/agency/${agencyId}/main-courante/${duty.siteId}/verify`, { token: duty.owner });
    expect(ok.body).toMatchObject({ valid: true, entries: 5 });

    // Someone with database access rewrites history: the chain tells.
    await h.asPlatform((tx) => tx`update event_messages set content = 'Rien à signaler' where id = ${first.uuid}`);
    const broken = await h.request('GET', `/agency/${agencyId}/main-courante/${duty.siteId}/verify`, {
      token: duty.owner,
    });
    expect(broken.body).toMatchObject({ valid: false, brokenAtSeq: 2 });
  });

  it('an event with no service goes to the agency’s own main courante, listed apart from the sites’', async () => {
    const duty = await agencyOnDuty(h);
    const eventId = uuidv7();
    await syncOk(h, duty.agencyId, duty.agent, [
      message({ type: 'service.start', serviceId: duty.service.id, createdAt: at('08:00') }),
      message({
        type: 'event.create',
        eventId,
        serviceId: null,
        typeKey: 'logistic',
        content: 'Plus de badges vierges',
        createdAt: at('09:00'),
      }),
    ]);
    const listed = async (siteId: string | null) =>
      FIELD_CALLS.allEvents.response
        .parse(
          (
            await h.request('POST', `/agency/${duty.agencyId}/fetch/allEvents`, {
              token: duty.owner,
              json: { filters: { siteId } },
            })
          ).body,
        )
        .data.map((event) => event.typeKey);
    expect(await listed(null)).toEqual(['logistic']);
    expect(await listed(duty.siteId)).toEqual(['service_start']);
    const event = FIELD_CALLS.getEvent.response.parse(
      (await h.request('GET', `/agency/${duty.agencyId}/event/${eventId}`, { token: duty.owner })).body,
    );
    expect(event).toMatchObject({
      serviceId: null,
      siteId: null,
      typeName: 'Logistique',
      messages: [{ content: 'Plus de badges vierges' }],
    });
    const verified = await h.request('GET', `/agency/${duty.agencyId}/main-courante/${duty.agencyId}/verify`, {
      token: duty.owner,
    });
    expect(verified.body).toMatchObject({ valid: true, entries: 1 });
  });

  it('the late-services job marks late, not done and not finished once; a start made in time offline still counts', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent } = duty;
    const today = new Date();
    const soon = await planService(h, duty, duty.agentId, { day: YESTERDAY, startTime: '18:00', endTime: '23:00' });
    await h.asPlatform(async (tx) => {
      // A service that began ten minutes ago and ends in an hour, and one in progress that ended an hour ago.
      await tx`update services set start_at = ${new Date(today.getTime() - 10 * 60_000)}, end_at = ${new Date(today.getTime() + 3_600_000)} where id = ${soon.id}`;
      await tx`update services set status = 200, real_start_at = start_at where id = ${duty.service.id}`;
    });
    const yesterdayNotStarted = await planService(h, duty, duty.agentId, {
      day: YESTERDAY,
      startTime: '05:00',
      endTime: '06:00',
    });

    const run = () => h.asPlatform((tx) => LATE_SERVICES_JOB.run(tx, new Date()));
    // Other tests' services share the database: each verdict is given once, the second run finds none.
    expect(await run()).toMatchObject({ late: 1, notDone: expect.any(Number), notFinished: expect.any(Number) });
    expect(await run()).toEqual({ late: 0, notDone: 0, notFinished: 0 });
    const statuses = await h.asPlatform(
      (tx) => tx<{ id: string; status: number }[]>`
      select id, status from services where id in (${soon.id}, ${duty.service.id}, ${yesterdayNotStarted.id}) order by id`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [soon.id]: 110,
      [duty.service.id]: 800,
      [yesterdayNotStarted.id]: 120,
    });
    // The service not done is written in its site's main courante, once.
    const notStarted = await h.asPlatform(
      (tx) => tx<{ typeKey: string }[]>`select type_key from events where service_id = ${yesterdayNotStarted.id}`,
    );
    expect(notStarted).toEqual([{ typeKey: 'service_not_started' }]);

    // The phone of the agent had no network: his start made at 05:01 arrives now.
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.end', serviceId: duty.service.id, createdAt: at('16:00') }),
      message({ type: 'service.start', serviceId: yesterdayNotStarted.id, createdAt: at('05:01') }),
    ]);
    const after = await h.asPlatform(
      (tx) => tx<{ id: string; status: number }[]>`
      select id, status from services where id in (${duty.service.id}, ${yesterdayNotStarted.id})`,
    );
    expect(Object.fromEntries(after.map((row) => [row.id, row.status]))).toEqual({
      [duty.service.id]: 300,
      [yesterdayNotStarted.id]: 200,
    });
  });

  it('a service left open the evening before is still offered the next day to be ended; older ones are the office’s', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent } = duty;
    // The fixtures' yesterday, whatever the clock says by now (the test may run across midnight).
    const today = addDays(YESTERDAY, 1);
    // Yesterday's evening shift, ended at midnight and left open; and one left open the day before.
    const evening = await planService(h, duty, duty.agentId, { startTime: '16:00', endTime: '23:59' });
    const older = await planService(h, duty, duty.agentId, {
      day: addDays(YESTERDAY, -1),
      startTime: '16:00',
      endTime: '23:59',
    });
    await h.asPlatform(
      (tx) => tx`update services set status = 800, real_start_at = start_at
                  where id in (${evening.id}, ${older.id}, ${duty.service.id})`,
    );
    const listed = FIELD_CALLS.myFieldServices.response.parse(
      (
        await h.request('POST', `/agency/${agencyId}/agent/fetch/field-services`, {
          token: agent,
          json: { day: today },
        })
      ).body,
    );
    expect(listed.services.map((service) => [service.id, service.status])).toEqual([
      [duty.service.id, 800],
      [evening.id, 800],
    ]);
    expect(listed.activeServiceId).toBeNull();
  });

  it('a reading less precise than 100 m is not kept with the event', async () => {
    const { agencyId, agent, service } = await agencyOnDuty(h);
    const eventId = uuidv7();
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00'), location: NEAR_SITE }),
      message({
        type: 'event.create',
        eventId,
        serviceId: service.id,
        typeKey: 'observation',
        content: 'Lumière du hall éteinte',
        createdAt: at('09:00'),
        location: { ...NEAR_SITE, accuracy: 450 },
      }),
    ]);
    const rows = await h.asPlatform(
      (tx) => tx<{ typeKey: string; latitude: number | null; distanceM: number | null }[]>`
        select type_key, latitude, distance_m from events where service_id = ${service.id} order by created_at`,
    );
    expect(rows).toEqual([
      {
        typeKey: 'service_start',
        latitude: NEAR_SITE.latitude,
        distanceM: Math.round(distanceMetres(NEAR_SITE, SITE_POSITION)),
      },
      { typeKey: 'observation', latitude: null, distanceM: null },
    ]);
  });

  it('an extended service ends its extension in the main courante', async () => {
    const { agencyId, agent, service } = await agencyOnDuty(h);
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({ type: 'service.extend', serviceId: service.id, reason: 'customer', createdAt: at('15:50') }),
      message({ type: 'service.end', serviceId: service.id, createdAt: at('17:00') }),
    ]);
    const types = await h.asPlatform(
      (tx) => tx<{ typeKey: string }[]>`
        select type_key from events where service_id = ${service.id} order by created_at`,
    );
    expect(types.map((row) => row.typeKey)).toEqual(['service_start', 'service_extension', 'service_extension_end']);
  });

  it('a pause still open when the job says not finished is recorded when its end arrives', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent, service } = duty;
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({ type: 'break.start', serviceId: service.id, createdAt: at('15:50') }),
    ]);
    await h.asPlatform((tx) => LATE_SERVICES_JOB.run(tx, new Date()));
    const statusOf = async () =>
      (await h.asPlatform((tx) => tx<{ status: number }[]>`select status from services where id = ${service.id}`))[0]!
        .status;
    expect(await statusOf()).toBe(800);
    // The phone was offline: the end of the pause, then of the service, arrive after the verdict.
    const ending = [
      message({ type: 'break.stop', serviceId: service.id, createdAt: at('16:20') }),
      message({ type: 'service.end', serviceId: service.id, createdAt: at('16:30') }),
    ];
    expect(await syncOk(h, agencyId, agent, ending)).toEqual({ applied: ending.map((m) => m.uuid), duplicates: [] });
    expect(await statusOf()).toBe(300);
    const breaks = await h.asPlatform(
      (tx) => tx<{ startAt: Date; endAt: Date }[]>`
        select start_at, end_at from service_breaks where service_id = ${service.id}`,
    );
    expect(breaks.map((row) => [row.startAt.toISOString(), row.endAt.toISOString()])).toEqual([
      [new Date(at('15:50')).toISOString(), new Date(at('16:20')).toISOString()],
    ]);
  });
});
