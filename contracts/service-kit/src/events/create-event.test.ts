import { describe, expect, it } from 'vitest';
import { EVENT_CATALOG, uuidv7, type AgencyCreatedPayload } from '@portal/contracts';
import { createEvent } from './create-event.js';
import { readEvent } from './read-event.js';
import { agencyCreatedPayload } from './test-support.js';

const encode = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

describe('createEvent', () => {
  it('builds a v7-identified envelope with the catalog version and the parsed payload', () => {
    const agencyId = uuidv7();
    const userId = uuidv7();
    const before = Date.now();
    const event = createEvent('identity.agency.created', agencyCreatedPayload(agencyId), {
      agencyId,
      actor: { userId, alteredBy: null },
      correlationId: 'request-42',
    });

    expect(event).toMatchObject({
      subject: 'identity.agency.created',
      version: EVENT_CATALOG['identity.agency.created'].version,
      agencyId,
      actor: { userId, alteredBy: null },
      correlationId: 'request-42',
      payload: agencyCreatedPayload(agencyId),
    });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before - 1);
  });

  it('starts a new correlation chain with its own id when none is given', () => {
    const event = createEvent('identity.agency.created', agencyCreatedPayload(uuidv7()), {
      agencyId: null,
      actor: null,
    });
    expect(event.correlationId).toBe(event.id);
  });

  it('throws on a payload that fails its schema (a programming error)', () => {
    const bad = { ...agencyCreatedPayload(uuidv7()), limits: { agentsLimit: -1 } } as unknown as AgencyCreatedPayload;
    expect(() => createEvent('identity.agency.created', bad, { agencyId: null, actor: null })).toThrow(
      /Invalid payload for event identity\.agency\.created/,
    );
  });

  it('throws on an envelope field that is not valid', () => {
    const payload = agencyCreatedPayload(uuidv7());
    expect(() => createEvent('identity.agency.created', payload, { agencyId: 'not-a-uuid', actor: null })).toThrow(
      /Invalid envelope/,
    );
  });
});

describe('readEvent', () => {
  const agencyId = uuidv7();
  const event = createEvent('identity.agency.created', agencyCreatedPayload(agencyId), { agencyId, actor: null });

  it('reads a valid event', () => {
    expect(readEvent(event.subject, encode(event))).toEqual({ ok: true, event });
  });

  it.each([
    ['not-json', 'identity.agency.created', '{oops'],
    ['bad-envelope', 'identity.agency.created', { ...event, id: 'x' }],
    ['subject-mismatch', 'identity.agency.updated', event],
    ['unknown-subject', 'identity.agency.renamed', { ...event, subject: 'identity.agency.renamed' }],
    ['bad-payload', 'identity.agency.created', { ...event, payload: { agencyId: uuidv7() } }],
    ['agency-mismatch', 'identity.agency.created', { ...event, agencyId: uuidv7() }],
  ])('refuses %s', (reason, subject, body) => {
    expect(readEvent(subject, encode(body))).toMatchObject({ ok: false, reason });
  });
});
