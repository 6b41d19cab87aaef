import { DEFAULT_AGENT_RIGHTS, FieldBatchResultSchema, SavedServicesSchema, uuidv7 } from '@portal/contracts';
import { serviceBody } from '../services/test-fixtures.js';
import { imageBytes } from '../sites/testing/fixtures.js';
import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { at, YESTERDAY } from './testing/fixtures.js';

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
  'POST /agency/:agencyId/customer/:customerId/fetch/events': (params: Record<string, string>) => ({
    filters: { siteId: params.siteId },
  }),
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
  // The customer reads the photos of his sites' events only.
  'GET /agency/:agencyId/customer/:customerId/field/attachment/:attachmentId': { attachmentId: 'customerAttachmentId' },
};

/**
 * What the customer's main courante shows: yesterday's service of `agentId` on the customer's site
 * (`siteId`), with an observation carrying a photo, started and ended from the phone.
 */
export async function customerFieldRouteParams(
  h: AgencyServiceHarness,
  agencyId: string,
  { siteId, agentId }: { siteId: string; agentId: string },
) {
  const planned = await h.request('POST', `/agency/${agencyId}/services`, {
    token: await h.tokenFor(agencyId),
    json: serviceBody(siteId, YESTERDAY, { agentIds: [agentId], confirmed: true }),
  });
  if (planned.status !== 201) throw new Error(`customer service not planned: ${JSON.stringify(planned.body)}`);
  const serviceId = SavedServicesSchema.parse(planned.body).data[0]!.id;
  const agent = await h.tokenFor(agencyId, { sub: agentId, role: 'agent', rights: [...DEFAULT_AGENT_RIGHTS] });
  const customerAttachmentId = uuidv7();
  const photo = FIELD_ROUTE_UPLOADS['PUT /agency/:agencyId/field/attachment/:attachmentId'];
  const uploaded = await h.request(
    'PUT',
    `/agency/${agencyId}/field/attachment/${customerAttachmentId}?fileName=suite.png`,
    {
      token: agent,
      bytes: photo.bytes,
      headers: { 'content-type': photo.contentType },
    },
  );
  if (uploaded.status !== 201) throw new Error(`customer photo not uploaded: ${JSON.stringify(uploaded.body)}`);
  const messages = [
    { uuid: uuidv7(), type: 'service.start', serviceId, createdAt: at('08:01') },
    {
      ...agencyEvent(uuidv7(), uuidv7()),
      serviceId,
      attachmentIds: [customerAttachmentId],
      createdAt: at('09:00'),
    },
    { uuid: uuidv7(), type: 'service.end', serviceId, createdAt: at('16:00') },
  ];
  const synced = await h.request('POST', `/agency/${agencyId}/field/messages`, { token: agent, json: { messages } });
  if (synced.status !== 200 || FieldBatchResultSchema.parse(synced.body).applied.length !== messages.length) {
    throw new Error(`customer day not lived: ${JSON.stringify(synced.body)}`);
  }
  return { customerAttachmentId };
}

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
