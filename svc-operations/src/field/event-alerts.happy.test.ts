import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventAlertedPayloadSchema, uuidv7 } from '@portal/contracts';
import { serviceEvents } from '../services/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyOnDuty, at, message, syncOk } from './testing/fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const alerts = async (agencyId: string) =>
  (await serviceEvents(h, agencyId, 'operations.event.alerted')).map((event) =>
    EventAlertedPayloadSchema.parse(event.payload),
  );

describe('operations.event.alerted: the events a site notifies', () => {
  it('an incident (notifies by default) is announced with its site, customer, service and author; an observation is not', async () => {
    const { agencyId, agent, service, siteId } = await agencyOnDuty(h);
    const incidentId = uuidv7();
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: service.id,
        typeKey: 'observation',
        content: 'RAS',
        createdAt: at('09:00'),
      }),
      message({
        type: 'event.create',
        eventId: incidentId,
        serviceId: service.id,
        typeKey: 'incident',
        content: 'Vitre brisée au rez-de-chaussée',
        createdAt: at('09:30'),
      }),
    ]);
    expect(await alerts(agencyId)).toEqual([
      {
        agencyId,
        eventId: incidentId,
        siteId,
        siteName: service.siteName,
        customerId: service.customerId,
        serviceReference: service.reference,
        typeKey: 'incident',
        typeName: 'Incident',
        content: 'Vitre brisée au rez-de-chaussée',
        at: new Date(at('09:30')).toISOString(),
        authorName: expect.stringMatching(/\S/),
        notifyAgency: true,
        notifyCustomer: true,
      },
    ]);
  });

  it("follows the site's settings: an incident it no longer notifies is not announced; an observation it notifies is, to the agency only while the site hides it from the customer", async () => {
    const { agencyId, agent, owner, service, siteId } = await agencyOnDuty(h);
    const set = (typeKey: string, settings: object) =>
      h.request('PUT', `/agency/${agencyId}/site/${siteId}/service-event-types/${typeKey}`, {
        token: owner,
        json: settings,
      });
    expect(
      (await set('incident', { enabled: true, customerShow: true, notifyAgency: false, notifyCustomer: false })).status,
    ).toBe(200);
    expect(
      (await set('observation', { enabled: true, customerShow: false, notifyAgency: true, notifyCustomer: true }))
        .status,
    ).toBe(200);
    await syncOk(h, agencyId, agent, [
      message({ type: 'service.start', serviceId: service.id, createdAt: at('08:00') }),
      message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: service.id,
        typeKey: 'incident',
        content: 'Alarme',
        createdAt: at('09:00'),
      }),
      message({
        type: 'event.create',
        eventId: uuidv7(),
        serviceId: service.id,
        typeKey: 'observation',
        content: 'Livraison reçue',
        createdAt: at('09:30'),
      }),
    ]);
    expect(
      (await alerts(agencyId)).map(({ typeKey, notifyAgency, notifyCustomer }) => ({
        typeKey,
        notifyAgency,
        notifyCustomer,
      })),
    ).toEqual([{ typeKey: 'observation', notifyAgency: true, notifyCustomer: false }]);
  });
});
