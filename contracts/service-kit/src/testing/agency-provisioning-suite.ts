import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgencyCreatedPayload } from '@portal/contracts';
import type { Tx } from '../db/connect.js';
import { createEvent } from '../events/create-event.js';
import { agencyCreatedPayload } from './agency-events.js';
import type { AgencyEventsHarness } from './agency-service-harness.js';
import { consumerState, publishRaw } from './jetstream-api.js';

export type AgencyProvisioningSuiteOptions = {
  start: () => Promise<AgencyEventsHarness>;
  /** The service's provisioning consumer. */
  durable: string;
  findAgency: (tx: Tx, agencyId: string) => Promise<Record<string, unknown> | undefined>;
  findSettings: (tx: Tx, agencyId: string) => Promise<{ settings: Record<string, unknown> } | undefined>;
  /** A payload that fails the event's schema on a field the service reads. */
  corrupt: (payload: AgencyCreatedPayload) => object;
  /** A settings change made by the agency before the event comes again: it must survive. */
  settingsChange: { body: Record<string, unknown>; key: string; value: unknown };
  /** Profile fields announced differently the second time: the first copy keeps its values. */
  reannounced: Partial<AgencyCreatedPayload>;
  /** Settings of the first announcement that a second one must not change. */
  settingsKept?: Record<string, unknown>;
};

/**
 * How a service's copy of identity's agencies stays right when events misbehave: a payload failing
 * its schema, the same event delivered again, the agency announced again under another event id.
 */
export function agencyProvisioningSuite(options: AgencyProvisioningSuiteOptions) {
  describe('provisioning when identity.agency.created misbehaves', () => {
    let h: AgencyEventsHarness;
    beforeAll(async () => {
      h = await options.start();
    });
    afterAll(async () => {
      await h?.close();
    });

    const agencyOf = (agencyId: string) => h.asPlatform((tx) => options.findAgency(tx, agencyId));
    const settingsOf = (agencyId: string) => h.asPlatform((tx) => options.findSettings(tx, agencyId));
    const inboxRows = (eventId: string) =>
      h.asPlatform((tx) => tx`select consumer from inbox where event_id = ${eventId}`).then((rows) => rows.length);

    it('drops a created event failing its schema, never retries it, and applies the next events', async () => {
      const bad = agencyCreatedPayload();
      const envelope = createEvent('identity.agency.created', bad, { agencyId: bad.agencyId, actor: null });
      await publishRaw(h.nc, envelope.subject, { ...envelope, payload: options.corrupt(bad) });
      await publishRaw(h.nc, envelope.subject, 'not json at all');
      const good = agencyCreatedPayload();
      await h.identity.announce('identity.agency.created', good, good.agencyId);

      await h.caughtUp();
      expect(await agencyOf(good.agencyId)).toBeDefined();
      expect(await agencyOf(bad.agencyId)).toBeUndefined();
      expect((await consumerState(h.nc, 'IDENTITY', options.durable)).num_redelivered).toBe(0);
    });

    it('applies the same event delivered twice only once: one agency row, one inbox row, settings kept', async () => {
      const payload = agencyCreatedPayload();
      const event = await h.identity.announce('identity.agency.created', payload, payload.agencyId);
      await vi.waitFor(async () => expect(await settingsOf(payload.agencyId)).toBeDefined(), {
        timeout: 5000,
        interval: 20,
      });
      const token = await h.tokenFor(payload.agencyId);
      const put = await h.request('PUT', `/agency/${payload.agencyId}/settings`, {
        token,
        json: options.settingsChange.body,
      });
      expect(put.status).toBe(200);

      await publishRaw(h.nc, event.subject, event);
      await publishRaw(h.nc, event.subject, event);
      await h.caughtUp();

      const rows = await h.asPlatform((tx) => tx`select id from agencies where id = ${payload.agencyId}`);
      expect(rows).toHaveLength(1);
      expect(await inboxRows(event.id)).toBe(1);
      expect((await settingsOf(payload.agencyId))?.settings[options.settingsChange.key]).toBe(
        options.settingsChange.value,
      );
    });

    it('keeps the first copy when the agency is announced again under another event id', async () => {
      const payload = agencyCreatedPayload();
      const first = await h.identity.announce('identity.agency.created', payload, payload.agencyId);
      const again = await h.identity.announce(
        'identity.agency.created',
        { ...payload, ...options.reannounced },
        payload.agencyId,
      );
      await h.caughtUp();

      const kept = Object.fromEntries(
        Object.keys(options.reannounced).map((key) => [key, payload[key as keyof AgencyCreatedPayload]]),
      );
      expect(await agencyOf(payload.agencyId)).toMatchObject(kept);
      if (options.settingsKept) {
        expect((await settingsOf(payload.agencyId))?.settings).toMatchObject(options.settingsKept);
      }
      expect(await inboxRows(first.id)).toBe(1);
      expect(await inboxRows(again.id)).toBe(1);
    });
  });
}
