import { uuidv7, type CustomerPayload, type EventEnvelope, type SaveSiteInput, type Site } from '@portal/contracts';
import { createEvent, createLogger, transaction } from '@portal/service-kit';
import type { AgencyServiceHarness } from '@portal/service-kit/testing/agency-service-harness';
import { customerEventHandlers } from '../../customers/events.js';

/** The payload billing announces for a customer of `agencyId`, with a fresh id and name. */
export function customerPayload(agencyId: string, overrides: Partial<CustomerPayload> = {}): CustomerPayload {
  const suffix = Math.random().toString(36).slice(2, 7);
  return {
    agencyId,
    customerId: uuidv7(),
    name: `Client ${suffix}`,
    customerNumber: `411-${suffix}`,
    type: 100,
    prospect: false,
    status: 100,
    portalContacts: [],
    ...overrides,
  };
}

type CustomerSubject = 'billing.customer.created' | 'billing.customer.updated' | 'billing.customer.archived';

/** A billing customer event, as billing's outbox would carry it (`occurredAt` may be set back). */
export function customerEvent(
  subject: CustomerSubject,
  payload: CustomerPayload,
  occurredAt?: Date,
): EventEnvelope<CustomerPayload> {
  const event = createEvent(subject, payload, { agencyId: payload.agencyId, actor: null });
  return occurredAt ? { ...event, occurredAt: occurredAt.toISOString() } : event;
}

const handlers = customerEventHandlers(createLogger('customers-test', 'silent'));

/** Applies a customer event through operations' own handler (without NATS), as the consumer does. */
export async function applyCustomer(h: AgencyServiceHarness, event: EventEnvelope<CustomerPayload>): Promise<void> {
  await transaction(h.sql, { kind: 'tenant', agencyId: event.payload.agencyId }, (tx) =>
    handlers[event.subject as CustomerSubject](tx, event),
  );
}

/** A customer of `agencyId` in operations' read model, created by billing's event. */
export async function addCustomer(
  h: AgencyServiceHarness,
  agencyId: string,
  overrides: Partial<CustomerPayload> = {},
): Promise<CustomerPayload> {
  const payload = customerPayload(agencyId, overrides);
  await applyCustomer(h, customerEvent('billing.customer.created', payload));
  return payload;
}

/** A valid body of the site dialog for `customerId`. */
export function siteBody(customerId: string, overrides: Partial<SaveSiteInput> = {}): SaveSiteInput {
  return { name: `Site ${Math.random().toString(36).slice(2, 7)}`, customerId, ...overrides };
}

/** Creates a site through the API as the agency's owner. */
export async function createSiteThroughApi(
  h: AgencyServiceHarness,
  agencyId: string,
  body: SaveSiteInput,
): Promise<Site> {
  const answer = await h.request('POST', `/agency/${agencyId}/site`, { token: await h.tokenFor(agencyId), json: body });
  if (answer.status !== 201) throw new Error(`site not created: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Site;
}

/** The smallest valid images of each accepted type, in base64. */
export const IMAGES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  jpeg: '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  webp: 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
  gif: 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
} as const;

/** An image of `IMAGES` as the bytes an upload sends. */
export const imageBytes = (kind: keyof typeof IMAGES) => new Uint8Array(Buffer.from(IMAGES[kind], 'base64'));

/** `POST …/site/{siteId}/photos?fileName=…` with the file's bytes as the body, as the portal sends it. */
export function uploadPhoto(
  h: AgencyServiceHarness,
  target: { agencyId: string; siteId: string; token: string },
  file: { fileName: string; contentType: string; bytes: Uint8Array<ArrayBuffer> },
) {
  return h.request(
    'POST',
    `/agency/${target.agencyId}/site/${target.siteId}/photos?fileName=${encodeURIComponent(file.fileName)}`,
    { token: target.token, bytes: file.bytes, headers: { 'content-type': file.contentType } },
  );
}
