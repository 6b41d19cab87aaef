import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyOnDuty, at, message, planService, secondAgent, sync, syncOk, YESTERDAY } from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const errorOf = (answer: { status: number; body: unknown }) => {
  const { error } = ErrorBodySchema.parse(answer.body);
  return { status: answer.status, code: error.code, message: error.message, details: error.details };
};

async function fieldRows(h: OperationsHarness, agencyId: string) {
  const [row] = await h.asPlatform(
    (tx) => tx<{ messages: number; events: number; lines: number; breaks: number }[]>`
    select (select count(*)::int from field_messages where agency_id = ${agencyId}) as messages,
           (select count(*)::int from events where agency_id = ${agencyId}) as events,
           (select count(*)::int from event_messages where agency_id = ${agencyId}) as lines,
           (select count(*)::int from service_breaks where agency_id = ${agencyId}) as breaks`,
  );
  return row!;
}

describe('field mode: refused messages change nothing', () => {
  it('answers the French rules of 01 §4 and §8, naming the refused message and those applied before it', async () => {
    const duty = await agencyOnDuty(h, { reportRequired: true });
    const { agencyId, agent, service } = duty;
    const start = message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') });
    const pause = message({ type: 'break.start', serviceId: service.id, createdAt: at('09:00') });
    const pauseAgain = message({ type: 'break.start', serviceId: service.id, createdAt: at('09:01') });
    const after = message({ type: 'break.stop', serviceId: service.id, createdAt: at('09:10') });
    const refused = await sync(h, agencyId, agent, [start, pause, pauseAgain, after]);
    expect(errorOf(refused)).toEqual({
      status: 409,
      code: 'SERVICE_PAUSED',
      message: 'Vous êtes en pause',
      details: { uuid: pauseAgain.uuid, type: 'break.start', applied: [start.uuid, pause.uuid] },
    });
    // The messages after the refused one were not tried: the phone sends them again after the skip.
    expect(await syncOk(h, agencyId, agent, [after])).toEqual({ applied: [after.uuid], duplicates: [] });

    const cases: [ReturnType<typeof message>, number, string][] = [
      [
        message({ type: 'service.end', serviceId: service.id, createdAt: at('15:00') }),
        422,
        "La signature d'un bon est obligatoire",
      ],
      [
        message({ type: 'break.start', serviceId: service.id, createdAt: at('07:00') }),
        422,
        'Ce message est antérieur au début du service',
      ],
      [
        message({ type: 'break.stop', serviceId: service.id, createdAt: at('10:00') }),
        409,
        "Le service n'est pas en pause",
      ],
      [
        message({
          type: 'round.checkpoint',
          serviceId: service.id,
          method: 'typed',
          badge: 'BADGE0001',
          createdAt: at('10:00'),
        }),
        409,
        "La ronde n'a pas commencé",
      ],
      [
        message({
          type: 'service.extend',
          serviceId: service.id,
          reason: 'manager',
          createdAt: new Date(Date.now() + 86_400_000).toISOString(),
        }),
        422,
        "L'heure de ce message est dans le futur : vérifiez l'heure du téléphone",
      ],
      [
        message({
          type: 'event.create',
          eventId: uuidv7(),
          serviceId: null,
          typeKey: 'observation',
          content: 'Vieux',
          createdAt: '1999-01-01T00:00:00.000Z',
        }),
        422,
        'Ce message est trop ancien pour être enregistré',
      ],
    ];
    for (const [refusedMessage, status, text] of cases) {
      const before = await fieldRows(h, agencyId);
      const answer = await sync(h, agencyId, agent, [refusedMessage]);
      expect(errorOf(answer)).toMatchObject({
        status,
        message: text,
        details: { uuid: refusedMessage.uuid, applied: [] },
      });
      expect(await fieldRows(h, agencyId)).toEqual(before);
    }
  });

  it('an activity type the agency set to need a signed report: the end without one is refused', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent, service } = duty;
    const [planned] = await h.asPlatform(
      (tx) => tx<{ category: string }[]>`select category from services where id = ${service.id}`,
    );
    const set = await h.request('PUT', `/agency/${agencyId}/settings`, {
      token: duty.owner,
      json: { signedReportCategories: [planned!.category] },
    });
    expect(set.status).toBe(200);
    const day = await h.request('POST', `/agency/${agencyId}/agent/fetch/field-services`, {
      token: agent,
      json: { day: YESTERDAY },
    });
    expect(day.body).toMatchObject({ services: [{ id: service.id, reportRequired: true }] });
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
    ]);
    const end = await sync(h, agencyId, agent, [
      message({ type: 'service.end', serviceId: service.id, createdAt: at('16:00') }),
    ]);
    expect(errorOf(end)).toMatchObject({ status: 422, message: "La signature d'un bon est obligatoire" });
  });

  it('another agent’s service, another agency’s, an unknown badge, a checkpoint of another site, a virtual one too far: 4xx', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent, service } = duty;
    const colleague = await secondAgent(h, agencyId, duty.owner);
    const other = await agencyOnDuty(h);
    const notHis = await sync(h, agencyId, colleague.token, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
    ]);
    expect(errorOf(notHis)).toMatchObject({ status: 404, message: 'Service introuvable.' });
    const otherAgency = await sync(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: other.service.id, createdAt: at('08:00') }),
    ]);
    expect(errorOf(otherAgency)).toMatchObject({ status: 404, message: 'Service introuvable.' });

    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({ type: 'round.start', serviceId: service.id, createdAt: at('08:10') }),
    ]);
    const checkpoint = (fields: {
      method: 'typed' | 'virtual';
      badge?: string;
      checkpointId?: string;
      far?: boolean;
    }) =>
      sync(h, agencyId, agent, [
        message({
          type: 'round.checkpoint',
          serviceId: service.id,
          method: fields.method,
          badge: fields.badge ?? null,
          checkpointId: fields.checkpointId ?? null,
          location: fields.far ? { latitude: 45.77, longitude: 4.85, accuracy: 10 } : null,
          createdAt: at('08:20'),
        }),
      ]);
    expect(errorOf(await checkpoint({ method: 'typed', badge: 'INCONNU99' }))).toMatchObject({
      status: 404,
      message: 'Badge inconnu',
    });
    expect(errorOf(await checkpoint({ method: 'virtual', checkpointId: other.virtualCheckpointId }))).toMatchObject({
      status: 404,
    });
    expect(
      errorOf(await checkpoint({ method: 'virtual', checkpointId: duty.virtualCheckpointId, far: true })),
    ).toMatchObject({
      status: 422,
      message: 'Vous êtes trop loin de ce point de contrôle',
    });
    expect(errorOf(await checkpoint({ method: 'virtual', checkpointId: duty.virtualCheckpointId }))).toMatchObject({
      status: 422,
    });

    // A second service while this one is on duty: 'Un service est actif'.
    const next = await planService(h, duty, duty.agentId, { startTime: '17:00', endTime: '20:00' });
    const second = await sync(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: next.id, createdAt: at('17:00') }),
    ]);
    expect(errorOf(second)).toMatchObject({ status: 409, message: 'Un service est actif' });
    // Paused on it, the agent is asked to end his pause first.
    await syncOk(h, agencyId, agent, [message({ type: 'break.start', serviceId: service.id, createdAt: at('12:00') })]);
    const whilePaused = await sync(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: next.id, createdAt: at('17:00') }),
    ]);
    expect(errorOf(whilePaused)).toMatchObject({ status: 409, message: 'Vous êtes en pause' });
  });

  it('an event type disabled for the site, an unknown event, someone else’s line, a malformed batch', async () => {
    const duty = await agencyOnDuty(h);
    const { agencyId, agent, service } = duty;
    const colleague = await secondAgent(h, agencyId, duty.owner);
    const disabled = await h.request('PUT', `/agency/${agencyId}/site/${duty.siteId}/service-event-types/delivery`, {
      token: duty.owner,
      json: { enabled: false, customerShow: false, notifyAgency: false, notifyCustomer: false },
    });
    expect(disabled.status).toBe(200);
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
    ]);
    const delivery = await sync(h, agencyId, agent, [
      message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: service.id,
        typeKey: 'delivery',
        content: 'Colis',
        createdAt: at('09:00'),
      }),
    ]);
    expect(errorOf(delivery)).toMatchObject({ status: 422, message: "Ce type d'événement est désactivé pour ce site" });
    // In a batch of declarations (applied together), the one at fault is named; the one before it stays.
    const declaration = (typeKey: 'observation' | 'delivery') =>
      message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: service.id,
        typeKey,
        content: 'Ronde',
        createdAt: at('09:30'),
      });
    const [first, refused, third] = [declaration('observation'), declaration('delivery'), declaration('observation')];
    const mixed = await sync(h, agencyId, agent, [first, refused, third]);
    expect(errorOf(mixed)).toMatchObject({ status: 422, details: { uuid: refused.uuid, applied: [first.uuid] } });
    expect(await syncOk(h, agencyId, agent, [third])).toEqual({ applied: [third.uuid], duplicates: [] });

    const unknown = await sync(h, agencyId, agent, [
      message({ type: 'message.add', eventId: uuidv7(), content: 'Suite', createdAt: at('09:00') }),
    ]);
    expect(errorOf(unknown)).toMatchObject({ status: 404, message: 'Impossible de trouver la main courante' });

    const eventId = uuidv7();
    const line = message({
      type: 'event.create',
      eventId,
      serviceId: null,
      typeKey: 'incident',
      content: 'Alarme',
      createdAt: at('09:00'),
    });
    await syncOk(h, agencyId, agent, [line]);
    const notHers = await sync(h, agencyId, colleague.token, [
      message({
        type: 'message.edit',
        eventId,
        messageId: line.uuid,
        content: 'Fausse alerte',
        createdAt: at('09:30'),
      }),
    ]);
    expect(errorOf(notHers)).toMatchObject({ status: 404 });

    const before = await fieldRows(h, agencyId);
    for (const json of [
      { messages: [] },
      { messages: [{ type: 'service.start' }] },
      {
        messages: [message({ type: 'service.extend', serviceId: service.id, reason: 'other', createdAt: at('10:00') })],
      },
      {
        messages: Array.from({ length: 51 }, () =>
          message({ type: 'break.start', serviceId: service.id, createdAt: at('10:00') }),
        ),
      },
      {
        messages: [
          { ...message({ type: 'service.start', serviceId: service.id, createdAt: at('10:00') }), agencyId: uuidv7() },
        ],
      },
    ]) {
      const answer = await h.request('POST', `/agency/${agencyId}/field/messages`, { token: agent, json });
      expect(answer.status).toBe(400);
    }
    expect(await fieldRows(h, agencyId)).toEqual(before);
  });
});
