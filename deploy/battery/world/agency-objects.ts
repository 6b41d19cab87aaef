import { randomBytes, randomUUID } from 'node:crypto';
import {
  CustomerSchema,
  type CreateCollaboratorInput,
  type CreateServices,
  type SaveCatalogItemInput,
  type SaveCustomerInput,
  type SaveDiscountInput,
} from '@portal/contracts';
import { sendExpecting } from '../http.js';
import { createDocumentObjects } from './document-objects.js';

/** The kinds of object a route names in its path, by the name of the path's parameter. */
export const OBJECT_KINDS = [
  'customerId',
  'contactId',
  'siteId',
  'photoId',
  'checkpointId',
  'badge',
  'agentId',
  'serviceId',
  'circuitId',
  'unavailabilityId',
  'serviceBreakId',
  /** An event of the agency's own main courante (declared by its owner). */
  'eventId',
  /** A photo of a field message (uploaded by the owner, carried by his event). */
  'attachmentId',
  /** A push token of a device of the agency's owner (identity's `DELETE /user/device/{token}`). */
  'token',
  /** An article of the catalogue: the agency's own, or (odd ones) a customer's. */
  'catalogItemId',
  /** A discount or fee of the agency. */
  'discountId',
  /** An estimate not sent yet, of the customer of the same rank. */
  'estimateId',
  /** A validated invoice (numbered, Factur-X), of the customer of the same rank. */
  'invoiceId',
  /** A line to invoice of the customer of the same rank (a service the office closed). */
  'billableLineId',
] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];
export type AgencyObjects = Record<ObjectKind, string[]> & { staffId: string };

type Urls = { operations: string; billing: string };

/** The smallest PNG: what a site photo of the battery holds. */
export const SMALLEST_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Day `index` of March 2031 from the 10th: services, breaks and absences never meet the world's others. */
const marchDay = (index: number) => `2031-03-${String(10 + index).padStart(2, '0')}`;

/**
 * Makes `count` objects of every kind in an agency through the services' own calls, as its owner:
 * customers with a contact who has portal access, catalogue articles and discounts, their sites with
 * a photo and a badged checkpoint, collaborators (one of them office staff), services staffed on
 * separate days, circuits, absences and interruptions, estimates, validated invoices and lines to
 * invoice. What the battery replays against the other agencies.
 */
export async function createAgencyObjects(
  urls: Urls,
  agency: { id: string; key: string; owner: string },
  count: number,
  waitForCustomers: (expected: number) => Promise<void>,
): Promise<AgencyObjects> {
  const ops = `${urls.operations}/agency/${agency.id}`;
  const billing = `${urls.billing}/agency/${agency.id}`;
  const post = async (url: string, json: unknown, status = 201) =>
    (await sendExpecting(status, { method: 'POST', url, token: agency.owner, json })).json as Record<string, unknown>;
  const indexes = Array.from({ length: count }, (_, index) => index);

  const customers = [];
  for (const index of indexes) {
    const body: SaveCustomerInput = {
      name: `Client ${agency.key} ${index}`,
      contacts: [
        {
          firstName: 'Contact',
          lastName: `${agency.key} ${index}`,
          email: `contact.${index}@${agency.key}.battery.test`,
          portalAccess: true,
        },
      ],
    };
    customers.push(CustomerSchema.parse(await post(`${billing}/customer`, body)));
  }
  // Operations learns the customers from billing's events before it can place sites with them.
  await waitForCustomers(count);

  const objects: AgencyObjects = {
    customerId: customers.map((customer) => customer.id),
    contactId: customers.map((customer) => customer.contacts[0]?.id ?? ''),
    siteId: [],
    photoId: [],
    checkpointId: [],
    badge: [],
    agentId: [],
    serviceId: [],
    circuitId: [],
    unavailabilityId: [],
    serviceBreakId: [],
    eventId: [],
    attachmentId: [],
    token: [],
    catalogItemId: [],
    discountId: [],
    estimateId: [],
    invoiceId: [],
    billableLineId: [],
    staffId: '',
  };
  const idOf = (answer: Record<string, unknown>) => String(answer.id);

  for (const index of indexes) {
    const article: SaveCatalogItemInput = {
      designation: `Article ${agency.key} ${index}`,
      unitPrice: '24.50',
      priceUnit: 'hour',
      customerId: index % 2 === 1 ? objects.customerId[index] : null,
    };
    objects.catalogItemId.push(idOf(await post(`${billing}/catalog-item`, article)));
    const discount: SaveDiscountInput = {
      label: `Remise ${agency.key} ${index}`,
      kind: 'discount',
      type: 'percent',
      value: '5',
    };
    objects.discountId.push(idOf(await post(`${billing}/discount`, discount)));
  }

  for (const index of indexes) {
    const siteId = idOf(
      await post(`${ops}/site`, { name: `Site ${agency.key} ${index}`, customerId: objects.customerId[index] }),
    );
    objects.siteId.push(siteId);
    const photo = await sendExpecting(201, {
      method: 'POST',
      url: `${ops}/site/${siteId}/photos?fileName=photo-${index}.png`,
      token: agency.owner,
      raw: SMALLEST_PNG,
      contentType: 'image/png',
    });
    objects.photoId.push(idOf(photo.json as Record<string, unknown>));
    const badge = randomBytes(5).toString('hex').toUpperCase();
    objects.checkpointId.push(idOf(await post(`${ops}/checkpoint`, { siteId, name: `Point ${index}`, badge })));
    objects.badge.push(badge);
  }

  const collaborator = (index: number | 'staff', plannable: boolean): CreateCollaboratorInput => ({
    identity: {
      firstName: plannable ? 'Agent' : 'Bureau',
      lastName: `${agency.key} ${index}`,
      email: `collaborateur.${index}@${agency.key}.battery.test`,
    },
    agentInfos: { plannable },
  });
  for (const index of indexes) objects.agentId.push(idOf(await post(`${ops}/agent`, collaborator(index, true))));
  objects.staffId = idOf(await post(`${ops}/agent`, collaborator('staff', false)));

  for (const index of indexes) {
    const day = marchDay(index);
    const service: CreateServices & { confirmed: boolean } = {
      siteId: objects.siteId[index] ?? '',
      category: 'GUARDING',
      prestation: { label: 'Gardiennage', unitPrice: '24.50' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [objects.agentId[index] ?? ''],
      startDate: day,
      endDate: day,
      startTime: '08:00',
      endTime: '16:00',
      confirmed: true,
    };
    const created = (await post(`${ops}/services`, service)) as { data: { id: string }[] };
    const serviceId = created.data[0]?.id ?? '';
    objects.serviceId.push(serviceId);
    objects.serviceBreakId.push(
      idOf(
        await post(`${ops}/service-break`, {
          serviceId,
          agentId: objects.agentId[index],
          type: 1,
          startAt: `${day}T10:00:00+01:00`,
          endAt: `${day}T10:20:00+01:00`,
        }),
      ),
    );
    const eventId = randomUUID();
    const attachmentId = randomUUID();
    await sendExpecting(201, {
      method: 'PUT',
      url: `${ops}/field/attachment/${attachmentId}?fileName=photo-${index}.png`,
      token: agency.owner,
      raw: SMALLEST_PNG,
      contentType: 'image/png',
    });
    await post(`${ops}/event`, {
      uuid: randomUUID(),
      type: 'event.create',
      eventId,
      serviceId: null,
      typeKey: 'observation',
      content: `Observation ${agency.key} ${index}`,
      attachmentIds: [attachmentId],
      createdAt: new Date().toISOString(),
    });
    objects.eventId.push(eventId);
    objects.attachmentId.push(attachmentId);
    objects.unavailabilityId.push(
      idOf(
        await post(`${ops}/unavailability`, {
          agentId: objects.agentId[index],
          startAt: `2031-04-${String(1 + index * 2).padStart(2, '0')}T00:00:00+02:00`,
          endAt: `2031-04-${String(2 + index * 2).padStart(2, '0')}T00:00:00+02:00`,
          reason: 'TRAINING',
        }),
      ),
    );
    const stop = (startTime: string, endTime: string) => ({
      siteId: objects.siteId[index],
      startTime,
      endTime,
      category: 'MOBILE_ROUND',
      prestation: { label: 'Ronde', unitPrice: '30.00' },
      billingMode: 3,
    });
    objects.circuitId.push(
      idOf(
        await post(`${ops}/circuit`, {
          name: `Tournée ${index}`,
          date: `2031-07-${String(10 + index).padStart(2, '0')}`,
          stops: [stop('20:00', '20:30'), stop('21:00', '21:30')],
        }),
      ),
    );
  }
  Object.assign(objects, await createDocumentObjects(urls, agency, objects));
  return objects;
}
