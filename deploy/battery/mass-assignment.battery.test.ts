import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '@portal/service-kit/demo/agencies';
import { pathOf, pickFrom } from './cross-tenant/attempts.js';
import { send, sendExpecting, type Answer } from './http.js';
import { exampleBody, type ExampleContext } from './mass-assignment/example-bodies.js';
import { confirmFromBrowser, sepaData } from '@portal/service-kit/fakes/stripe/testing/stripe-clients';
import { tablesHoldingMarks } from './mass-assignment/persisted.js';
import { PROTECTED_FIELDS, inject } from './mass-assignment/protected-fields.js';
import { count, reportFigure, seconds } from './report.js';
import { ROUTE_CATALOGUE, isWrite, routeName, type CatalogueRoute } from './routes/catalogue.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

let system: BatterySystem;
let agency: AgencyWorld;
let context: ExampleContext;
/** An agent allowed to plan: the caller of the routes that act for the agent himself (an unplanned service). */
let planningAgent: string;

beforeAll(async () => {
  system = await startBatterySystem();
  agency = (await buildWorld(system, 2, 1)).agencies[0] as AgencyWorld;
  const [site] = await system.superusers.operations<{ name: string }[]>`
    select name from sites where id = ${agency.objects.siteId[0] ?? ''}`;
  const offer = await sendExpecting(201, {
    method: 'POST',
    url: `${system.urls.billing}/admin/agency-offer`,
    token: system.platform.admin,
    json: { name: 'Offre de la batterie', type: 300, price: '10.00' },
  });
  const platformOfferId = (offer.json as { id: string }).id;
  const cartOffer = await sendExpecting(201, {
    method: 'POST',
    url: `${system.urls.billing}/admin/agency-offer`,
    token: system.platform.admin,
    json: { name: 'Licence de la batterie', type: 100, price: '9.99', includedLicences: 1, status: 100 },
  });
  context = {
    agencyId: agency.id,
    platformOfferId,
    cartOfferId: (cartOffer.json as { id: string }).id,
    articleOrderId: await articleOrderOf(agency.id, platformOfferId),
    agencyInvoiceId: await unpaidInvoiceOf(agency.id),
    newUnpaidInvoice: () => unpaidInvoiceOf(agency.id),
    planRunning: await paidPlanOf(agency.id, (cartOffer.json as { id: string }).id),
    sepaMethodId: await sepaMandateOf(agency.id),
    pick: pickFrom(agency, 0),
    siteName: site?.name ?? '',
    refreshToken: async () => {
      const login = await sendExpecting(200, {
        method: 'POST',
        url: `${system.urls.identity}/login_check`,
        json: { username: 'support@plateforme-demo.fr', password: DEMO_PASSWORD },
      });
      return (login.json as { refresh_token: string }).refresh_token;
    },
  };
  planningAgent = await system.sign({
    ...agency.claims.agent,
    rights: [...agency.claims.agent.rights, 'services.create'],
  });
  await system.settle();
}, 300_000);
afterAll(async () => system?.stop());

/**
 * A paid invoice of one line (10 € HT, or 49.99 € for a plan), written as billing's settlement leaves
 * it (the battery pays no cart through Stripe): its ids.
 */
async function paidInvoiceOf(agencyId: string, line: { offerId: string; offerType: 1 | 300; designation: string }) {
  const [invoiceId, lineId] = [randomUUID(), randomUUID()];
  const price = line.offerType === 1 ? 49.99 : 10;
  const billing = system.superusers.billing;
  await billing`
    insert into agency_invoices (id, agency_id, agency_name, number, date, status, period, total_excl_tax,
                                 total_vat, total_incl_tax, paid_at)
    values (${invoiceId}, ${agencyId}, 'Agence de la batterie', ${`ABO-BATTERIE-${invoiceId.slice(0, 8)}`},
            current_date, 200, 'monthly', ${price}, ${price * 0.2}, ${price * 1.2}, now())`;
  await billing`
    insert into agency_invoice_lines (id, invoice_id, agency_id, position, offer_id, offer_type, designation,
                                      quantity, unit_price, vat_rate, amount)
    values (${lineId}, ${invoiceId}, ${agencyId}, 0, ${line.offerId}, ${line.offerType}, ${line.designation},
            1, ${price}, 20, ${price})`;
  return { invoiceId, lineId };
}

/** A paid article of the agency waiting to be delivered: its invoice, its line and its order (100 'En attente'). */
async function articleOrderOf(agencyId: string, offerId: string): Promise<string> {
  const orderId = randomUUID();
  const designation = 'Offre de la batterie';
  const { invoiceId, lineId } = await paidInvoiceOf(agencyId, { offerId, offerType: 300, designation });
  await system.superusers.billing`
    insert into agency_article_orders (id, agency_id, invoice_id, invoice_line_id, offer_id, designation, quantity)
    values (${orderId}, ${agencyId}, ${invoiceId}, ${lineId}, ${offerId}, ${designation}, 1)`;
  return orderId;
}

/**
 * A plan the agency paid today (what `PATCH plan` terminates): a paid invoice whose line is a plan
 * (type 1), on the battery's own offer, the platform's plans being seeded nowhere here.
 */
async function paidPlanOf(agencyId: string, offerId: string): Promise<true> {
  await paidInvoiceOf(agencyId, { offerId, offerType: 1, designation: 'Abonnement de la batterie' });
  return true;
}

/** An agency invoice of the agency awaiting payment (120 € TTC), written as the cart writes it. */
async function unpaidInvoiceOf(agencyId: string): Promise<string> {
  const invoiceId = randomUUID();
  await system.superusers.billing`
    insert into agency_invoices (id, agency_id, agency_name, number, date, status, period, total_excl_tax,
                                 total_vat, total_incl_tax)
    values (${invoiceId}, ${agencyId}, 'Agence de la batterie', ${`ABO-BATTERIE-${invoiceId.slice(0, 8)}`},
            current_date, 100, 'monthly', 100, 20, 120)`;
  return invoiceId;
}

/** A SEPA mandate of the agency, saved as its screen saves one (Stripe.js's side: the local fake's). */
async function sepaMandateOf(agencyId: string): Promise<string> {
  const setup = await sendExpecting(201, {
    method: 'POST',
    url: `${system.urls.billing}/agency/${agencyId}/payment-methods/setup`,
    token: agency.callers.owner,
    json: { type: 'SEPA' },
  });
  const { clientSecret } = setup.json as { clientSecret: string };
  const confirmed = await confirmFromBrowser(system.stripe, clientSecret, {
    payment_method_data: sepaData('FR1420041010050500013M02606'),
  });
  return String(confirmed.body.payment_method);
}

/** The agency invoice a payment route pays: one of its own, awaiting payment, for each route. */
const invoicesToPay = new Map<string, Promise<string>>();

/** Every route that takes a body and writes. */
const writeRoutes = () => ROUTE_CATALOGUE.filter((route) => route.body && isWrite(route));

/**
 * Who calls a write route: nobody for the public ones, the platform for its routes, the agent for
 * those only agents may call (his own unplanned service), else the owner.
 */
function tokenFor(route: CatalogueRoute): string | null {
  if (route.access.kind === 'public') return null;
  if (route.access.kind === 'rights' && route.access.onlyRoles?.includes('agent')) return planningAgent;
  if (route.access.kind === 'roles' && route.path.startsWith('/admin/')) {
    return route.access.roles.includes('support') ? system.platform.support : system.platform.admin;
  }
  return agency.callers.owner;
}

/**
 * A password link's token for the agency's owner, stored as identity stores the ones it mails (its
 * sha256 only): identity sends at most 3 links an hour to one account.
 */
async function resetToken(): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await system.superusers.identity`
    insert into password_resets (token_hash, user_id, expires_at)
    values (${hash}, ${agency.claims.owner.sub}, now() + interval '1 hour')`;
  return token;
}

async function write(route: CatalogueRoute, body: unknown): Promise<Answer> {
  let path = pathOf(route, agency.id, context.pick);
  if (route.path.includes('/agency-invoice/:invoiceId/')) {
    if (!invoicesToPay.has(route.path)) invoicesToPay.set(route.path, unpaidInvoiceOf(agency.id));
    path = route.path.replace(':agencyId', agency.id).replace(':invoiceId', await invoicesToPay.get(route.path)!);
  }
  if (route.path.includes(':confirmationToken')) path = path.replace('aucun-confirmationToken', await resetToken());
  return send({
    method: route.method,
    url: `${system.urls[route.service]}${path}`,
    token: tokenFor(route),
    json: body,
  });
}

describe('mass assignment', () => {
  test('the search finds a mark that a write stores where it may', async () => {
    const rename = (firstName: string) =>
      sendExpecting(200, {
        method: 'PUT',
        url: `${system.urls.identity}/user`,
        token: agency.callers.owner,
        json: { firstName },
      });
    await rename('MASSASSIGN témoin');
    expect(await tablesHoldingMarks(system)).toEqual(['identity.users (1)']);
    await rename('Gérant');
    expect(await tablesHoldingMarks(system)).toEqual([]);
  });

  test('protected fields (agency, ids, status, numbers, counters, rights, role…) injected in every write: 0 persisted', async () => {
    const started = performance.now();
    const baseRefused: string[] = [];
    const persisted: string[] = [];
    const serverErrors: string[] = [];
    let attempts = 0;
    let accepted = 0;
    for (const route of writeRoutes()) {
      // The plain body goes through: the injections below are refused or ignored for what they add.
      const plain = await write(route, await exampleBody(route, context));
      if (plain.status >= 300) baseRefused.push(`${routeName(route)}: ${plain.status} ${plain.text.slice(0, 200)}`);
      for (const [field, value] of Object.entries(PROTECTED_FIELDS)) {
        attempts += 1;
        const answer = await write(route, inject(await exampleBody(route, context), field, value));
        if (answer.status < 300) accepted += 1;
        if (answer.status >= 500) serverErrors.push(`${routeName(route)} + ${field}: ${answer.status}`);
      }
      const holding = await tablesHoldingMarks(system);
      if (holding.length > 0) persisted.push(`${routeName(route)}: ${holding.join(', ')}`);
    }
    reportFigure(
      'mass assignment',
      `${Object.keys(PROTECTED_FIELDS).length} protected fields × ${writeRoutes().length} write routes = ` +
        `${count(attempts)} writes (${accepted} accepted with the field ignored, the rest refused): ` +
        `${persisted.length} persisted, ${serverErrors.length} 5xx, in ${seconds(performance.now() - started)}`,
    );
    expect({ baseRefused, persisted, serverErrors }).toEqual({ baseRefused: [], persisted: [], serverErrors: [] });
  });
});
