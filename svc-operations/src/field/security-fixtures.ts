import { uuidv7 } from '@portal/contracts';
import { imageBytes } from '../sites/testing/fixtures.js';
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

/** The photo the suite sends to the field upload (its body is the image itself). */
export const FIELD_ROUTE_UPLOADS = {
  'PUT /agency/:agencyId/field/attachment/:attachmentId': {
    fileName: 'suite.png',
    contentType: 'image/png',
    bytes: imageBytes('png'),
  },
};

export const FIELD_PARAM_ALIASES = {
  'DELETE /agency/:agencyId/event/:eventId': { eventId: 'deletedEventId' },
  // Each caller uploads under an id of his own (a photo is its uploader's).
  'PUT /agency/:agencyId/field/attachment/:attachmentId': { attachmentId: 'freshAttachmentId' },
};

/** Two events of the agency under test (one to read, one to delete), its own main courante and a photo. */
export async function fieldRouteParams(h: AgencyServiceHarness, agencyId: string) {
  const token = await h.tokenFor(agencyId);
  const [eventId, deletedEventId] = [uuidv7(), uuidv7()];
  for (const id of [eventId, deletedEventId]) {
    const created = await h.request('POST', `/agency/${agencyId}/event`, { token, json: agencyEvent(uuidv7(), id) });
    if (created.status !== 201) throw new Error(`field fixture not created: ${JSON.stringify(created.body)}`);
  }
  const attachmentId = uuidv7();
  const photo = FIELD_ROUTE_UPLOADS['PUT /agency/:agencyId/field/attachment/:attachmentId'];
  const uploaded = await h.request('PUT', `/agency/${agencyId}/field/attachment/${attachmentId}?fileName=suite.png`, {
    token,
    bytes: photo.bytes,
    headers: { 'content-type': photo.contentType },
  });
  if (uploaded.status !== 201) throw new Error(`photo fixture not uploaded: ${JSON.stringify(uploaded.body)}`);
  return {
    eventId,
    deletedEventId,
    chainId: agencyId,
    typeKey: 'observation',
    attachmentId,
    freshAttachmentId: uuidv7(),
  };
}
