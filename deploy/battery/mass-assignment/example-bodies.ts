import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { REFERENCE_BODIES, type PickObject } from '../routes/reference-bodies.js';
import { routeName, type CatalogueRoute } from '../routes/catalogue.js';

/** A day `days` from today, as `YYYY-MM-DD` (an import refuses days past or more than a year ahead). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the example bodies need besides the agency's objects: the site names, a refresh token, an offer… */
export type ExampleContext = {
  /** The battery's agency. */
  agencyId: string;
  pick: PickObject;
  siteName: string;
  refreshToken: () => Promise<string>;
  /** An agency subscription offer of the platform (the battery's world seeds none). */
  platformOfferId: string;
  /** An article order of the agency (the battery's world pays no cart). */
  articleOrderId: string;
  /** An activated offer an agency may put in its cart. */
  cartOfferId: string;
  /** An agency invoice of the agency awaiting payment (the platform records payments on it by hand). */
  agencyInvoiceId: string;
  /** A new agency invoice of the agency awaiting payment at each call (a credit note cancels one for good). */
  newUnpaidInvoice: () => Promise<string>;
  /** The agency's SEPA mandate saved at Stripe's local fake (what a SEPA payment debits). */
  sepaMethodId: string;
  /** The agency pays a plan (what `PATCH plan` terminates). */
  planRunning: true;
};

type Example = (context: ExampleContext) => unknown | Promise<unknown>;

/**
 * A body each write route accepts (a fresh one at each call: e-mails and names differ), for the
 * routes whose reference body (reference-bodies.ts) does not already serve. Keyed `service METHOD path`.
 */
const EXAMPLES: Record<string, Example> = {
  'identity PUT /agency/:agencyId': () => ({ vatLabel: 'TVA', phones: ['04 67 00 00 00'] }),
  'identity POST /admin/agencies': () => {
    const key = randomUUID().slice(0, 8);
    return {
      name: `Agence ${key}`,
      activity: 'cleaning',
      email: `contact@${key}.battery.test`,
      owner: { email: `gerant@${key}.battery.test`, firstName: 'Gérant', lastName: key },
    };
  },
  'identity PUT /admin/agencies/:agencyId/limits': () => ({ agentsLimit: 1000, accountsLimit: 1000, freeAccounts: 0 }),
  'identity PUT /user': () => ({ firstName: 'Gérant', phones: ['06 00 00 00 00'] }),
  'identity POST /user/device': () => ({ token: `battery-device-${randomUUID()}` }),
  'identity POST /token/refresh': async ({ refreshToken }) => ({ refresh_token: await refreshToken() }),
  'identity POST /user/forgot-password': () => ({ email: `personne.${randomUUID().slice(0, 8)}@battery.test` }),
  'identity POST /login_check': () => ({ username: 'support@plateforme-demo.fr', password: DEMO_PASSWORD }),
  'identity PUT /user/forgot-password/:confirmationToken': () => ({ password: 'Nouveau2026!' }),
  // On the second service: the first one's agents are replaced by the replacement route's example.
  'operations POST /agency/:agencyId/service-break': ({ pick }) => ({
    serviceId: pick('serviceId', 1),
    agentId: pick('agentId', 1),
    type: 1,
    startAt: '2031-03-11T12:00:00+01:00',
    endAt: '2031-03-11T12:10:00+01:00',
  }),
  'operations PUT /agency/:agencyId/settings': () => ({ hoursLimit: 36 }),
  'billing PUT /agency/:agencyId/settings': () => ({ paymentTermDays: 45 }),
  'billing POST /admin/agency-offer': () => ({
    name: `Article ${randomUUID().slice(0, 8)}`,
    type: 300,
    price: '12.00',
  }),
  'billing POST /admin/agency-offers/status': ({ platformOfferId }) => ({ ids: [platformOfferId], status: 200 }),
  'billing POST /agency/:agencyId/subscription/cart': ({ cartOfferId }) => ({
    lines: [{ offerId: cartOfferId, quantity: 1 }],
    period: 'monthly',
  }),
  // A Stripe set-up intent of a card (the system's Stripe is the local fake).
  'billing POST /agency/:agencyId/payment-methods/setup': () => ({ type: 'CARD' }),
  'billing PATCH /agency/:agencyId/plan': () => ({ termination: 'requested' }),
  // A date each time: the same status with a date corrects it (never 'Aucun changement à enregistrer').
  'billing POST /admin/agency-article-order': ({ articleOrderId }) => ({
    id: articleOrderId,
    status: 300,
    date: new Date().toISOString(),
  }),
  'billing POST /admin/agency-article-orders/status': ({ articleOrderId }) => ({ ids: [articleOrderId], status: 200 }),
  // A transfer announced, far below what the invoice leaves to pay: it neither pays it nor runs out.
  'billing POST /admin/agency-invoice/partial-payments': ({ agencyInvoiceId }) => ({
    invoiceId: agencyInvoiceId,
    amount: '1.00',
    method: 'SEPA',
    status: 'COMING_SOON',
    date: dayFromNow(0),
  }),
  'billing POST /admin/agency-invoice': ({ agencyId, cartOfferId }) => ({
    agencyId,
    cart: { lines: [{ offerId: cartOfferId, quantity: 1 }], period: 'monthly' },
  }),
  'billing POST /admin/agency-invoice/preview': ({ agencyInvoiceId }) => ({ invoiceId: agencyInvoiceId }),
  'billing POST /admin/agency-invoice/credit-note': async ({ newUnpaidInvoice }) => ({
    invoiceId: await newUnpaidInvoice(),
    reason: 'Avoir de la batterie',
  }),
  'billing POST /agency/:agencyId/agency-invoice/:invoiceId/sepa-payment': ({ sepaMethodId }) => ({
    methodId: sepaMethodId,
  }),
  'operations POST /agency/:agencyId/agent': () => ({
    identity: { firstName: 'Nouvel', lastName: 'Agent', email: `agent.${randomUUID().slice(0, 8)}@battery.test` },
  }),
  'operations POST /agency/:agencyId/agents': () => ({
    rows: [{ firstName: 'Multiple', lastName: 'Agent', email: `multiple.${randomUUID().slice(0, 8)}@battery.test` }],
  }),
  'operations PUT /agency/:agencyId/agent/:agentId': () => ({ notifications: { sendPlanning: false } }),
  'operations POST /agency/:agencyId/site/:siteId/items': () => ({ items: [{ label: 'Clés', position: 0 }] }),
  'operations PUT /agency/:agencyId/checkpoint/:checkpointId/badge': () => ({
    badge: randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase(),
  }),
  'operations POST /agency/:agencyId/services/import': ({ siteName }) => ({
    rows: [
      {
        line: 2,
        site: siteName,
        date: dayFromNow(60 + Math.floor(Math.random() * 200)),
        startTime: '06:00',
        endTime: '07:00',
        prestation: 'Gardiennage',
        unitPrice: '24.50',
        billingMode: 'Horaire',
      },
    ],
  }),
  // A creation (no id) rather than the reference's edit: what the route persists most.
  'operations POST /agency/:agencyId/checkpoint': ({ pick }) => ({ siteId: pick('siteId'), name: 'Point ajouté' }),
  'billing POST /agency/:agencyId/customer': () => ({ name: `Client ${randomUUID().slice(0, 8)}` }),
  'operations POST /agency/:agencyId/event': () => agencyEvent(),
  'operations POST /agency/:agencyId/field/messages': () => ({ messages: [agencyEvent()] }),
  'operations POST /agency/:agencyId/sites-service-events': ({ pick }) => ({ siteId: pick('siteId') }),
  // Commercial documents: the estimate and the validated invoice of the world, as the office acts on them.
  'billing PATCH /agency/:agencyId/estimate/:estimateId/sent': () => ({ sent: true }),
  'billing PATCH /agency/:agencyId/invoice/:invoiceId/sent': () => ({ sent: true }),
  'billing PATCH /agency/:agencyId/estimate/:estimateId/answer': () => ({ answer: 'validated' }),
  'billing POST /agency/:agencyId/invoice/:invoiceId/credit-note': () => ({}),
  'billing POST /agency/:agencyId/invoice/:invoiceId/payment': () => ({ date: dayFromNow(0), amount: '1.00' }),
  'billing POST /agency/:agencyId/estimate/:estimateId/send': () => ({ to: ['client@battery.test'], subject: 'Devis' }),
  'billing POST /agency/:agencyId/invoice/:invoiceId/send': () => ({ to: ['client@battery.test'], subject: 'Facture' }),
  'operations PUT /agency/:agencyId/site/:siteId/service-event-types/:typeKey': () => ({
    enabled: true,
    customerShow: false,
    notifyAgency: true,
    notifyCustomer: false,
  }),
};

/** An observation declared to the agency's own main courante (no service: the owner is on none). */
function agencyEvent() {
  return {
    uuid: randomUUID(),
    type: 'event.create',
    eventId: randomUUID(),
    serviceId: null,
    typeKey: 'observation',
    content: 'Observation de la batterie',
    createdAt: new Date().toISOString(),
  };
}

/** A valid body of the route (its example, else its reference body naming the caller's own objects). */
export async function exampleBody(route: CatalogueRoute, context: ExampleContext): Promise<unknown> {
  const name = routeName(route);
  const example = EXAMPLES[name];
  if (example) return example(context);
  const reference = REFERENCE_BODIES[name]?.body;
  return reference ? reference(context.pick) : undefined;
}
