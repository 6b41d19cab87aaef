import type { ObjectKind } from '../world/agency-objects.js';

/** Gives the id of an object of a kind: the caller's own, or another tenant's when replaying. */
export type PickObject = (kind: ObjectKind, nth?: number) => string;

type Reference = { body?: (pick: PickObject) => unknown; query?: (pick: PickObject) => Record<string, string> };

const PERIOD = { from: '2031-03-01', to: '2031-03-31' };

/** A commercial document of the customer: a row on his site with an article, a discount of the agency. */
const documentBody = (pick: PickObject) => ({
  customerId: pick('customerId'),
  date: '2031-03-02',
  rows: [
    {
      designation: 'Gardiennage rejoué',
      quantity: '4',
      unitPrice: '24.50',
      siteId: pick('siteId'),
      catalogItemId: pick('catalogItemId'),
    },
  ],
  adjustments: [
    { kind: 'discount', type: 'percent', value: '5', label: 'Remise rejouée', discountId: pick('discountId') },
  ],
});
const SERVICE = {
  category: 'GUARDING',
  prestation: { label: 'Gardiennage', unitPrice: '24.50' },
  billingMode: 2,
  nbAgents: 1,
  confirmed: true,
};

/**
 * For each route whose body (or query) names other objects, a valid body naming the objects
 * `pick` gives: with another tenant's ids, no such call may succeed nor answer their data. Keyed
 * `service METHOD path`. A badge is left out: it is a text an agency may give any checkpoint.
 */
export const REFERENCE_BODIES: Record<string, Reference> = {
  'operations POST /agency/:agencyId/fetch/sites': {
    body: (pick) => ({ filters: { customerId: pick('customerId') } }),
  },
  'operations POST /agency/:agencyId/fetch/site-choices': {
    body: (pick) => ({ filters: { customerId: pick('customerId'), ids: [pick('siteId')] } }),
  },
  'operations POST /agency/:agencyId/fetch/customers': { body: (pick) => ({ filters: { ids: [pick('customerId')] } }) },
  'operations POST /agency/:agencyId/site': {
    body: (pick) => ({ name: 'Site rejoué', customerId: pick('customerId') }),
  },
  'operations PUT /agency/:agencyId/site/:siteId': {
    body: (pick) => ({ name: 'Site rejoué', customerId: pick('customerId') }),
  },
  'operations POST /agency/:agencyId/fetch/site-photos': { body: (pick) => ({ filters: { siteId: pick('siteId') } }) },
  'operations POST /agency/:agencyId/fetch/checkpoints': { body: (pick) => ({ filters: { siteId: pick('siteId') } }) },
  'operations GET /agency/:agencyId/checkpoints': { query: (pick) => ({ siteId: pick('siteId') }) },
  'operations POST /agency/:agencyId/checkpoint': {
    body: (pick) => ({ id: pick('checkpointId'), siteId: pick('siteId'), name: 'Point rejoué' }),
  },
  'operations POST /agency/:agencyId/fetch/services': {
    body: (pick) => ({ filters: { siteId: pick('siteId'), customerId: pick('customerId') } }),
  },
  'operations POST /agency/:agencyId/fetch/sites/with-services': {
    body: (pick) => ({ ...PERIOD, siteIds: [pick('siteId')], customerId: pick('customerId') }),
  },
  'operations POST /agency/:agencyId/fetch/agents/with-services-unavailabilities': {
    body: (pick) => ({ ...PERIOD, agentIds: [pick('agentId')] }),
  },
  'operations POST /agency/:agencyId/customer/:customerId/fetch/sites/with-services': {
    body: (pick) => ({ ...PERIOD, siteIds: [pick('siteId')] }),
  },
  // The first service's site and prestation: an unplanned hour there for the agent himself.
  'operations POST /agency/:agencyId/field/unplanned-service': {
    body: (pick) => ({
      siteId: pick('siteId'),
      fromServiceId: pick('serviceId'),
      durationMinutes: 60,
      confirmed: true,
    }),
  },
  'operations POST /agency/:agencyId/services': {
    body: (pick) => ({
      ...SERVICE,
      siteId: pick('siteId'),
      agentIds: [pick('agentId')],
      startDate: '2031-05-20',
      endDate: '2031-05-20',
      startTime: '08:00',
      endTime: '12:00',
    }),
  },
  'operations PUT /agency/:agencyId/services/:serviceId': {
    body: (pick) => ({
      ...SERVICE,
      agentIds: [pick('agentId')],
      startAt: '2031-03-10T09:00:00+01:00',
      endAt: '2031-03-10T13:00:00+01:00',
    }),
  },
  'operations POST /agency/:agencyId/service/:serviceId/agents': {
    body: (pick) => ({ agentId: pick('agentId'), confirmed: true }),
  },
  'operations POST /agency/:agencyId/service/:serviceId/replacement': {
    body: (pick) => ({ agentId: pick('agentId'), replacementId: pick('agentId', 1), confirmed: true }),
  },
  'operations POST /agency/:agencyId/fetch/unavailabilities': {
    body: (pick) => ({ filters: { agentId: pick('agentId') } }),
  },
  'operations POST /agency/:agencyId/unavailability': {
    body: (pick) => ({
      agentId: pick('agentId'),
      startAt: '2031-05-01T00:00:00+02:00',
      endAt: '2031-05-02T00:00:00+02:00',
      reason: 'TRAINING',
    }),
  },
  'operations POST /agency/:agencyId/circuit': {
    body: (pick) => ({
      name: 'Tournée rejouée',
      date: '2031-08-04',
      stops: [
        {
          siteId: pick('siteId'),
          startTime: '20:00',
          endTime: '20:30',
          category: 'MOBILE_ROUND',
          prestation: { label: 'Ronde', unitPrice: '30.00' },
          billingMode: 3,
        },
      ],
    }),
  },
  'operations POST /agency/:agencyId/fetch/service-breaks': {
    body: (pick) => ({ filters: { agentId: pick('agentId') } }),
  },
  'operations POST /agency/:agencyId/service-break': {
    body: (pick) => ({
      serviceId: pick('serviceId'),
      agentId: pick('agentId'),
      type: 1,
      startAt: '2031-03-10T11:00:00+01:00',
      endAt: '2031-03-10T11:10:00+01:00',
    }),
  },
  'billing POST /agency/:agencyId/customer': { body: (pick) => ({ id: pick('customerId'), name: 'Client rejoué' }) },
  'billing POST /agency/:agencyId/fetch/catalog-items': {
    body: (pick) => ({ filters: { customerId: pick('customerId') } }),
  },
  // A customer's own article: another tenant's customer must not get one.
  'billing POST /agency/:agencyId/catalog-item': {
    body: (pick) => ({
      designation: 'Article rejoué',
      unitPrice: '24.50',
      priceUnit: 'hour',
      customerId: pick('customerId'),
    }),
  },
  'billing POST /agency/:agencyId/discount': {
    body: (pick) => ({ id: pick('discountId'), label: 'Remise rejouée', kind: 'fee', type: 'amount', value: '35' }),
  },
  // Commercial documents: a draft naming the customer, his site, an article and a discount; a credit
  // note of the validated invoice; an invoice of his line to invoice; the lists filtered on him.
  'billing POST /agency/:agencyId/fetch/estimates': {
    body: (pick) => ({ filters: { customerId: pick('customerId') } }),
  },
  'billing POST /agency/:agencyId/fetch/invoices': {
    body: (pick) => ({ filters: { customerId: pick('customerId') } }),
  },
  'billing POST /agency/:agencyId/estimate': { body: (pick) => ({ id: pick('estimateId'), ...documentBody(pick) }) },
  'billing POST /agency/:agencyId/estimate/preview': { body: (pick) => documentBody(pick) },
  'billing POST /agency/:agencyId/invoice': {
    body: (pick) => ({ kind: 'credit_note', sourceDocumentId: pick('invoiceId'), ...documentBody(pick) }),
  },
  'billing POST /agency/:agencyId/invoice/preview': { body: (pick) => documentBody(pick) },
  'billing POST /agency/:agencyId/invoice/from-billable-lines': {
    body: (pick) => ({ customerId: pick('customerId'), lineIds: [pick('billableLineId')], date: '2031-06-30' }),
  },
};
