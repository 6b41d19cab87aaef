import { uuidv7 } from '@portal/contracts';
import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';

const agencyEvent = (uuid: string, eventId: string) => ({
  uuid,
  type: 'event.create',
  eventId,
  serviceId: null,
  typeKey: 'observation',
  content: 'Observation de la suite de sécurité',
  createdAt: new Date().toISOString(),
});

/** A valid body for each field route, for app.security.test.ts (events of the agency: no service needed). */
export const FIELD_ROUTE_BODIES: Record<string, unknown | ((params: Record<string, string>) => unknown)> = {
  'POST /agency/:agencyId/agent/fetch/field-services': { day: '2031-03-24' },
  'POST /agency/:agencyId/field/messages': { messages: [agencyEvent(uuidv7(), uuidv7())] },
  'POST /agency/:agencyId/event': agencyEvent(uuidv7(), uuidv7()),
  'POST /agency/:agencyId/fetch/allEvents': {},
  'POST /agency/:agencyId/sites-service-events': (params: Record<string, string>) => ({ siteId: params.siteId }),
  'PUT /agency/:agencyId/site/:siteId/service-event-types/:typeKey': {
    enabled: true,
    customerShow: true,
    notifyAgency: false,
    notifyCustomer: false,
  },
};

export const FIELD_PARAM_ALIASES = {
  'DELETE /agency/:agencyId/event/:eventId': { eventId: 'deletedEventId' },
};

/** Two events of the agency under test (one to read, one to delete) and its own main courante. */
export async function fieldRouteParams(h: AgencyServiceHarness, agencyId: string) {
  const token = await h.tokenFor(agencyId);
  const [eventId, deletedEventId] = [uuidv7(), uuidv7()];
  for (const id of [eventId, deletedEventId]) {
    const created = await h.request('POST', `/agency/${agencyId}/event`, { token, json: agencyEvent(uuidv7(), id) });
    if (created.status !== 201) throw new Error(`field fixture not created: ${JSON.stringify(created.body)}`);
  }
  return { eventId, deletedEventId, chainId: agencyId, typeKey: 'observation' };
}
