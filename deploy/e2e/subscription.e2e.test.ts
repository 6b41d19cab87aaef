import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessClaimsSchema } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { startStripeFake, type StripeFake } from '@portal/service-kit/fakes/stripe/index';
import type { Locator, Page } from 'playwright-core';
import { activeScreen, choose, dialog, logIn, openMenuEntry, pick, tryAgainIfLost, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

/**
 * Issue 15's 'Done when', as Horizon Gardiennage's owner (trial ended) clicks it: only home, free
 * trial and payments open; he chooses PRO and 5 more licences, a card without funds is refused, he
 * pays by card with 3-D Secure (Stripe is a third party: its local fake, with its test page), and the
 * portal opens with 10 licences; a replayed webhook grants nothing more; the super admin sees the
 * invoice and its payment, and moves an article order from Validée to Envoyée; an invoice made by
 * mistake is cancelled by a credit note, which the owner finds in Mes factures.
 */
let portal: PortalUnderTest;
let stripe: StripeFake;
let page: Page;

const HORIZON = demoIds.agency('horizon');
const OWNER = 'proprietaire@horizon-demo.fr';

beforeAll(async () => {
  // Stripe's local fake, its SEPA debits settling after 10 s: the time a bank takes, shortened.
  stripe = await startStripeFake({ sepaProcessingMs: 10_000 });
  portal = await startPortal({ stripe });
  page = await portal.newPage();
}, 180_000);
afterAll(async () => {
  await portal?.stop();
  await stripe?.close();
}, 60_000);

/** Horizon's licences as identity answers them now, and the validated payments billing announced. */
async function horizonState() {
  const licences = await callService(portal, 'identity', `/agency/${HORIZON}/licences`, await tokenOf(portal, OWNER));
  const billing = postgres(portal.system.databaseUrls.billing, { max: 1 });
  try {
    const [announced] = await billing<{ count: number }[]>`
      select count(*)::int as count from outbox
       where subject = 'billing.payment.validated' and envelope->>'agencyId' = ${HORIZON}`;
    return { agentsLimit: licences.body.agentsLimit, announced: announced?.count };
  } finally {
    await billing.end();
  }
}

/**
 * Operations follows identity's quota through `identity.agency.limits-changed`: waits until its
 * copy holds `agentsLimit` and says how long that took after the portal opened.
 */
async function operationsQuotaReaches(agentsLimit: number, since: number) {
  const token = await tokenOf(portal, OWNER);
  for (;;) {
    const usage = await callService(portal, 'operations', `/agency/${HORIZON}/agents/usage`, token);
    if (usage.body.agentsLimit === agentsLimit) break;
    if (performance.now() - since > 15_000)
      throw new Error(`operations still holds ${usage.body.agentsLimit} licences`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `[e2e subscription] operations' quota followed ${Math.round(performance.now() - since)} ms after the portal opened`,
  );
}

const DAY_MS = 24 * 3600 * 1000;

/** Types a card in the card form (Stripe.js: the fake's) as Mathieu Caron, and pays `amount` ('119,93'). */
async function payWithCard(payment: Locator, number: string, amount: string) {
  await payment.getByLabel('Titulaire de la carte').fill('Mathieu Caron');
  await payment.getByLabel('Numéro de carte').fill(number);
  await payment.getByLabel("Date d'expiration").fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: new RegExp(`Payer ${amount}`) }).click();
}

/** The `access` claim of the access token the portal holds (until when the services open the agency). */
async function heldAccessClaim(tab: Page = page): Promise<string | null> {
  const token = await tab.evaluate(
    () => (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { token?: string }).token ?? '',
  );
  const claims = AccessClaimsSchema.parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()));
  return claims.access;
}

/**
 * A new agency, made by support as `POST /admin/agencies` does (its owner would set his password
 * through forgot-password; he is given the demo accounts' one here), and its owner's e-mail.
 */
async function newAgency(name: string, ownerEmail: string): Promise<string> {
  const support = await tokenOf(portal, 'support@plateforme-demo.fr');
  const created = await callService(portal, 'identity', '/admin/agencies', support, {
    method: 'POST',
    body: JSON.stringify({
      name,
      activity: 'security',
      email: `contact@${ownerEmail.split('@')[1]}`,
      owner: { email: ownerEmail, firstName: 'Inès', lastName: 'Moreau' },
    }),
  });
  expect(created.status).toBe(201);
  const identity = postgres(portal.system.databaseUrls.identity, { max: 1 });
  try {
    await identity`update users set password_hash = (select password_hash from users where email = ${OWNER})
                    where email = ${ownerEmail}`;
  } finally {
    await identity.end();
  }
  return String(created.body.id);
}

/** Reads a service's rows as the platform does (row-level security hides them otherwise). */
async function asPlatform<Row>(
  service: 'identity' | 'billing',
  read: (sql: postgres.TransactionSql) => Promise<postgres.RowList<postgres.Row[]>>,
): Promise<Row[]> {
  const sql = postgres(portal.system.databaseUrls[service], { max: 1 });
  try {
    const rows = await sql.begin(async (tx) => {
      await tx`select set_config('app.scope', 'platform', true)`;
      return [...(await read(tx))];
    });
    return rows as Row[];
  } finally {
    await sql.end();
  }
}

/** Horizon's prepaid electronic signatures, as identity holds them (no screen shows them yet). */
async function prepaidSignatures(): Promise<number> {
  const [agency] = await asPlatform<{ prepaid: number }>(
    'identity',
    (sql) => sql`select prepaid_signatures as prepaid from agencies where id = ${HORIZON}`,
  );
  if (!agency) throw new Error('Horizon is not in identity');
  return agency.prepaid;
}

describe('the agency subscription (issue 15)', () => {
  it("a new agency's owner starts his 14-day free trial from home, and the portal opens", async () => {
    await newAgency('Aube Sécurité', 'gerante@aube-securite.test');
    const owner = await portal.newPage();
    await logIn(owner, portal.url, 'gerante@aube-securite.test');
    const home = activeScreen(owner);
    await visible(
      home.getByText(
        'Votre essai gratuit de 14 jours vous attend : toutes les fonctionnalités du portail, sans engagement.',
      ),
    );
    expect(await owner.locator('.ant-pro-sider').getByText('Planning', { exact: true }).count()).toBe(0);
    expect(await heldAccessClaim(owner)).toBeNull();

    await home.getByRole('button', { name: 'Démarrer mon essai gratuit' }).click();
    const trial = activeScreen(owner);
    await visible(trial.getByText('Essai gratuit disponible').first());
    await visible(trial.getByText(/pendant 14 jours, sans engagement et sans moyen de paiement/));
    await trial.getByRole('button', { name: 'Démarrer mon essai gratuit' }).click();

    await visible(owner.getByText('Votre essai gratuit a commencé : toutes les fonctionnalités sont accessibles'));
    await visible(trial.getByText('Essai gratuit en cours').first());
    await visible(trial.getByText(/^Il vous reste 14 jours d'essai gratuit, jusqu'au/));
    const access = Date.parse((await heldAccessClaim(owner)) ?? '');
    expect(access).toBeGreaterThan(Date.now() + 13.9 * DAY_MS);
    // The menu has opened, and operations answers the agency's lists with the new token.
    const sites = owner.waitForResponse((response) => response.url().endsWith(`/fetch/sites`));
    await openMenuEntry(owner, 'Sites');
    expect((await sites).status()).toBe(200);
    await visible(activeScreen(owner).getByRole('button', { name: 'Nouveau site' }));
    expect(await owner.getByText('Abonnement requis').count()).toBe(0);
    await owner.close();
  });

  it("a new agency pays its first invoice by SEPA debit: 'Votre compte est en attente de modération.' until the bank settles it, then the portal opens", async () => {
    const email = 'gerant@veille-cevenole.test';
    const agencyId = await newAgency('Veille Cévenole', email);
    // Its first invoice: PRO, agreed by phone and made by the super admin (set-up through the API).
    const offers = await callService(
      portal,
      'billing',
      `/agency/${agencyId}/subscription-offers`,
      await tokenOf(portal, email),
    );
    const pro = (offers.body as unknown as { id: string; name: string }[]).find((offer) => offer.name === 'PRO');
    const admin = await tokenOf(portal, 'admin@plateforme-demo.fr');
    const invoice = await callService(portal, 'billing', '/admin/agency-invoice', admin, {
      method: 'POST',
      body: JSON.stringify({ agencyId, cart: { lines: [{ offerId: pro?.id, quantity: 1 }], period: 'monthly' } }),
    });
    expect(invoice.status).toBe(201);

    const owner = await portal.newPage();
    await logIn(owner, portal.url, email);
    await openMenuEntry(owner, 'Mes factures');
    // 02 §4: the first invoice awaits payment, the owner chooses how he pays: a SEPA mandate.
    await dialog(owner, 'Choisissez votre moyen de paiement')
      .getByRole('button', { name: /Prélèvement SEPA/ })
      .click();
    const mandate = dialog(owner, 'Ajouter un mandat SEPA');
    await mandate.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
    await mandate.getByLabel('Titulaire du compte').fill('Veille Cévenole');
    await mandate.getByLabel('Adresse e-mail').fill('compta@veille-cevenole.test');
    await mandate.getByRole('button', { name: 'Accepter le mandat' }).click();
    await visible(owner.getByText('Mandat SEPA enregistré'));

    const unpaid = activeScreen(owner).getByRole('row').filter({ hasText: 'En attente de paiement' });
    await unpaid.getByRole('button', { name: 'Payer par prélèvement SEPA' }).click();
    const confirm = dialog(owner, 'Payer par prélèvement SEPA');
    await visible(confirm.getByText(/^Le montant de 59,99.€ sera prélevé sur votre mandat SEPA par défaut/));
    await confirm.getByRole('button', { name: 'Confirmer le prélèvement' }).click();
    await visible(owner.getByText(/^Votre prélèvement SEPA est en cours/));

    // While the bank processes the debit: the sticky notice; Ok closes it for the visit only.
    const notice = owner
      .locator('.ant-notification-notice')
      .filter({ hasText: 'Votre compte est en attente de modération.' });
    await visible(notice);
    await notice.getByRole('button', { name: 'Ok' }).click();
    await notice.waitFor({ state: 'hidden' });
    await owner.reload();
    await visible(notice);

    // The bank settles the debit (the fake, after its delay), identity grants PRO; Rafraîchir opens the portal.
    const paidUntil = async () => {
      const [agency] = await asPlatform<{ until: Date | null }>(
        'identity',
        (sql) => sql`select subscription_valid_until as until from agencies where id = ${agencyId}`,
      );
      return agency?.until ?? null;
    };
    await expect.poll(paidUntil, { timeout: 30_000 }).not.toBeNull();
    await notice.getByRole('button', { name: 'Rafraîchir' }).click();
    await notice.waitFor({ state: 'hidden' });
    await visible(owner.locator('.ant-pro-sider').getByText('Planning', { exact: true }));
    await visible(activeScreen(owner).getByRole('row').filter({ hasText: 'PRO' }).getByText('Payée'));
    await owner.close();
  });

  it('Horizon, its trial ended, gets only home, free trial and payments; the services refuse the rest with 402', async () => {
    await logIn(page, portal.url, OWNER);
    await visible(page.getByText('Essai gratuit terminé'));
    const token = await tokenOf(portal, OWNER);
    const refused = await callService(portal, 'operations', `/agency/${HORIZON}/fetch/sites`, token, {
      method: 'POST',
      body: '{}',
    });
    expect(refused.status).toBe(402);
    const offers = await callService(portal, 'billing', `/agency/${HORIZON}/subscription-offers`, token);
    expect(offers.status).toBe(200);
    await page.goto(`${portal.url}/#/agents`);
    await visible(activeScreen(page).getByText('Abonnement requis'));
  });

  it('chooses PRO and 5 licences, pays by card with 3-D Secure, and the portal opens with 10 licences', async () => {
    await page.goto(`${portal.url}/#/free-trial`);
    await activeScreen(page).getByRole('button', { name: 'Choisir mon abonnement' }).click();
    const screen = activeScreen(page);
    await visible(screen.getByText("Options d'abonnements"));
    await screen.getByRole('radio', { name: /PRO/ }).check();
    await screen.getByLabel('Quantité Licence utilisateur').fill('5');
    await visible(screen.getByText('119,93 €'));
    await screen.getByRole('button', { name: 'Payer par carte bancaire' }).click();

    const payment = dialog(page, 'Paiement par carte bancaire');
    // A card without funds is refused in French; the order stays, another card pays it.
    await payWithCard(payment, '4000 0000 0000 9995', '119,93');
    await visible(payment.getByText('Votre carte ne dispose pas de fonds suffisants.'));
    await payWithCard(payment, '4000 0027 6000 3184', '119,93');
    // The bank asks for 3-D Secure: Stripe's test page (the fake's).
    const secure = page.getByRole('dialog', { name: '3D Secure 2 – Test Page' });
    await visible(secure);
    const authenticatedAt = performance.now();
    await secure.getByRole('button', { name: 'Complete' }).click();

    await visible(page.getByText('Votre abonnement à bien été validé'), 15_000);
    console.log(
      `[e2e subscription] 3-D Secure completed → portal open: ${Math.round(performance.now() - authenticatedAt)} ms`,
    );
    await visible(page.getByText('Abonnement valide'));
    // The services read the agency's access from the token the portal now holds: it must carry the paid month.
    expect(Date.parse((await heldAccessClaim()) ?? '')).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    await operationsQuotaReaches(10, performance.now());
    await openMenuEntry(page, 'Collaborateurs');
    await visible(activeScreen(page).getByText(/\/ 10 licences utilisées/));
    expect(await horizonState()).toEqual({ agentsLimit: 10, announced: 1 });
  });

  it('a replayed webhook grants nothing more', async () => {
    // Horizon's card payment (the new agency's SEPA debit has its own).
    const succeeded = stripe.events.filter(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        (event.data.object as { metadata?: Record<string, string> }).metadata?.['agencyId'] === HORIZON,
    );
    expect(succeeded).toHaveLength(1);
    stripe.replayEvent(succeeded[0]?.id ?? '');
    await stripe.webhooksIdle();
    expect(stripe.deliveries.filter((delivery) => delivery.eventId === succeeded[0]?.id).map((d) => d.status)).toEqual([
      200, 200,
    ]);
    expect(await horizonState()).toEqual({ agentsLimit: 10, announced: 1 });
  });

  it("the super admin sees Horizon's invoice and its card payment, and moves Vigie's order from Validée to Envoyée", async () => {
    const admin = await portal.newPage();
    await logIn(admin, portal.url, 'admin@plateforme-demo.fr');
    await openMenuEntry(admin, 'Factures');
    const invoices = activeScreen(admin);
    await invoices.getByRole('textbox', { name: 'Rechercher' }).fill('Horizon');
    const row = invoices.getByRole('row').filter({ hasText: 'Horizon Gardiennage' }).first();
    await visible(row);
    await visible(row.getByText('Payée'));
    await row.getByRole('button', { name: /^ABO-/ }).click();
    const drawer = admin.locator('.ant-drawer-content').filter({ hasText: /Facture ABO-/ });
    await visible(drawer.getByText('Licence utilisateur'));
    await visible(drawer.getByText(/119,93\s€ · Carte bancaire/));
    await visible(drawer.getByText('Validé', { exact: true }));
    await admin.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await openMenuEntry(admin, 'Liste des commandes');
    const orders = activeScreen(admin);
    const order = orders.getByRole('row').filter({ hasText: 'Vigie Sécurité' }).filter({ hasText: 'Validée' }).first();
    await visible(order);
    await order.getByRole('button', { name: 'Modifier' }).click();
    const edit = dialog(admin, 'Modifier la commande');
    await edit.locator('.ant-select-selector').first().click();
    await admin.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Envoyée' }).click();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(admin.getByText('Commande enregistrée'));
    await visible(orders.getByRole('row').filter({ hasText: 'Vigie Sécurité' }).filter({ hasText: 'Envoyée' }).first());
    await admin.context().close();
  });

  it('the super admin makes an invoice by hand for Horizon (a hidden pack), records its cheque, and it is paid', async () => {
    const admin = await portal.newPage();
    await logIn(admin, portal.url, 'admin@plateforme-demo.fr');
    await openMenuEntry(admin, 'Factures');
    await activeScreen(admin).getByRole('button', { name: 'Créer une facture' }).click();
    const create = dialog(admin, 'Créer une facture');
    // Nothing chosen: refused on the form, in French, before anything is sent.
    await create.getByRole('button', { name: 'Créer la facture' }).click();
    await visible(create.getByText('Obligatoire'));
    await choose(admin, create.getByRole('combobox', { name: 'Agence' }), 'Horizon', 'Horizon Gardiennage');
    await choose(admin, create.getByRole('combobox', { name: 'Offre 1' }), 'Bulletins', 'Pack Bulletins de paie');
    await create.getByLabel('Quantité 1').fill('2');
    await visible(create.getByText(/Total HT 50,00\s€ · TTC 60,00\s€/));
    await create.getByRole('button', { name: 'Créer la facture' }).click();
    await visible(admin.getByText(/Facture ABO-\d{4}-\d+ créée/));

    const drawer = admin.locator('.ant-drawer-content').filter({ hasText: /Facture ABO-/ });
    await visible(drawer.getByText('Pack Bulletins de paie'));
    await visible(drawer.getByText('En attente de paiement'));
    await drawer.getByRole('button', { name: /Ajouter un paiement/ }).click();
    const payment = drawer.getByRole('form', { name: 'Ajouter un paiement' });
    await pick(admin, payment.getByRole('combobox', { name: 'Statut' }), 'Validé manuellement');
    await payment.getByRole('button', { name: 'Enregistrer le paiement' }).click();
    await visible(drawer.getByText('Payée'));
    await admin.context().close();
  });

  it("Dates d'abonnements shows the running PRO, its licences and until when", async () => {
    await openMenuEntry(page, "Dates d'abonnements");
    const screen = activeScreen(page);
    await visible(screen.getByText('Abonnement valide', { exact: true }));
    await visible(
      screen.getByText(/^1 × PRO, 5 × Licence utilisateur \(mensuel, facture ABO-\d{4}-\d+ du \d{2}\/\d{2}\/\d{4}\)$/),
    );
    await visible(screen.getByText('0 / 10 licences utilisées'));
    const validUntil = await screen.getByRole('row').filter({ hasText: "Abonnement valide jusqu'au" }).innerText();
    expect(validUntil).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('the owner terminates the PRO (no commitment: it ends with the paid month), then withdraws the termination', async () => {
    const screen = activeScreen(page);
    const validUntil = await screen.getByRole('row').filter({ hasText: "Abonnement valide jusqu'au" }).innerText();
    const until = validUntil.match(/\d{2}\/\d{2}\/\d{4}/)?.[0] ?? '';
    await visible(screen.getByText('Sans engagement'));
    await screen.getByRole('button', { name: 'Résilier mon abonnement' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Résilier votre abonnement ?' });
    await visible(
      confirm.getByText(`Votre abonnement PRO prendra fin le ${until} et ne sera plus renouvelé.`, { exact: false }),
    );
    await confirm.getByRole('button', { name: 'Résilier', exact: true }).click();
    await visible(page.getByText(`Résiliation enregistrée : votre abonnement prendra fin le ${until}`));
    await visible(
      screen.getByText(new RegExp(`^Demandée le \\d{2}/\\d{2}/\\d{4} : votre abonnement prendra fin le ${until}$`)),
    );
    await screen.getByRole('button', { name: 'Annuler la résiliation' }).click();
    await visible(page.getByText('Résiliation annulée : votre abonnement sera renouvelé'));
    await visible(screen.getByRole('button', { name: 'Résilier mon abonnement' }));
  });

  it('a pack paid by card whose bank page was closed is confirmed later from Mes factures, and its signatures are granted', async () => {
    const before = await prepaidSignatures();
    await page.goto(`${portal.url}/#/agencySubscription/plan_options`);
    await page.reload();
    const screen = activeScreen(page);
    await visible(screen.getByText("Options d'abonnements"));
    // The screen was once seen drawn again just after the reload in CI, the quantity typed lost
    // (under investigation): a person would type it again.
    await tryAgainIfLost(async () => {
      await screen.getByLabel('Quantité Pack Signatures électroniques').fill('1');
      await visible(screen.getByText('11,88 €'));
      await screen.getByRole('button', { name: 'Payer par carte bancaire' }).click({ timeout: 5_000 });
    });
    await payWithCard(dialog(page, 'Paiement par carte bancaire'), '4000 0027 6000 3184', '11,88');
    // The bank's page opens, and the person closes the tab instead of answering it.
    await visible(page.getByRole('dialog', { name: '3D Secure 2 – Test Page' }));
    await page.reload();
    // The portal is back (its tab restored) before the person goes on.
    await visible(activeScreen(page).getByText("Options d'abonnements"));

    // Once, with every journey running at once, the screen stayed on the plan options: a click while
    // the reloaded portal's menu still fills in (each remote answering adds its entries) can land
    // beside the entry, and a person would simply click again.
    await tryAgainIfLost(async () => {
      await openMenuEntry(page, 'Mes factures');
      await activeScreen(page).getByRole('heading', { name: 'Mes factures' }).waitFor({ timeout: 10_000 });
    });
    const invoices = activeScreen(page);
    const row = invoices.getByRole('row').filter({ hasText: 'Pack Signatures électroniques' });
    await visible(row.getByText('En attente de paiement'));
    expect(await prepaidSignatures()).toBe(before);
    await row.getByRole('button', { name: 'Confirmer le paiement' }).click();
    const secure = page.getByRole('dialog', { name: '3D Secure 2 – Test Page' });
    await visible(secure);
    await secure.getByRole('button', { name: 'Complete' }).click();
    await visible(page.getByText('Votre paiement a bien été validé'), 15_000);
    await visible(row.getByText('Payée'));
    await expect.poll(prepaidSignatures, { timeout: 10_000 }).toBe(before + 10);
  });

  it('an invoice left unpaid after a refused card is paid later by card from Mes factures', async () => {
    await page.goto(`${portal.url}/#/agencySubscription/plan_options`);
    await page.reload();
    const screen = activeScreen(page);
    await visible(screen.getByText("Options d'abonnements"));
    await screen.getByLabel('Quantité Pack Signatures électroniques').fill('1');
    await screen.getByRole('button', { name: 'Payer par carte bancaire' }).click();
    const refused = dialog(page, 'Paiement par carte bancaire');
    await payWithCard(refused, '4000 0000 0000 9995', '11,88');
    await visible(refused.getByText('Votre carte ne dispose pas de fonds suffisants.'));
    // The person gives up for now.
    await page.keyboard.press('Escape');
    await refused.waitFor({ state: 'hidden' });

    await openMenuEntry(page, 'Mes factures');
    const unpaid = activeScreen(page).getByRole('row').filter({ hasText: 'En attente de paiement' });
    await visible(unpaid);
    const number = (await unpaid.getByRole('button', { name: /^PDF de la facture/ }).innerText()).trim();
    await unpaid.getByRole('button', { name: 'Payer par carte' }).click();
    await payWithCard(dialog(page, 'Paiement par carte bancaire'), '4242 4242 4242 4242', '11,88');
    await visible(page.getByText('Votre paiement a bien été validé'), 15_000);
    await visible(activeScreen(page).getByRole('row').filter({ hasText: number }).getByText('Payée'));
  });

  it('the super admin cancels an invoice made by mistake by a credit note; the owner sees it cancelled, with the credit note, in Mes factures', async () => {
    const admin = await portal.newPage();
    await logIn(admin, portal.url, 'admin@plateforme-demo.fr');
    await openMenuEntry(admin, 'Factures');
    await activeScreen(admin).getByRole('button', { name: 'Créer une facture' }).click();
    const create = dialog(admin, 'Créer une facture');
    await choose(admin, create.getByRole('combobox', { name: 'Agence' }), 'Horizon', 'Horizon Gardiennage');
    await choose(admin, create.getByRole('combobox', { name: 'Offre 1' }), 'Bulletins', 'Pack Bulletins de paie');
    await create.getByRole('button', { name: 'Créer la facture' }).click();
    const created = admin.getByText(/Facture ABO-\d{4}-\d+ créée/);
    await visible(created);
    const number = /ABO-\d{4}-\d+/.exec(await created.innerText())?.[0] ?? '';

    const drawer = admin.locator('.ant-drawer-content').filter({ hasText: `Facture ${number}` });
    await drawer.getByRole('button', { name: /Annuler par un avoir/ }).click();
    const form = drawer.getByRole('form', { name: 'Annuler par un avoir' });
    await visible(form.getByText(/sera annulée et ne pourra plus être payée/));
    await form.getByLabel("Motif de l'avoir").fill('Pack commandé par erreur');
    await form.getByRole('button', { name: "Émettre l'avoir" }).click();
    const creditNote = drawer.getByRole('region', { name: 'Avoir' });
    await visible(creditNote.getByText(/^AV-ABO-\d{4}-\d{5}$/));
    const creditNumber = (await creditNote.getByText(/^AV-ABO-/).innerText()).trim();
    await visible(admin.getByText(`Avoir ${creditNumber} émis : facture ${number} annulée`));
    await visible(drawer.getByText('Annulée').first());
    await admin.context().close();

    await page.goto(`${portal.url}/#/payments/invoices`);
    await page.reload();
    const row = activeScreen(page).getByRole('row').filter({ hasText: number });
    await visible(row.getByText('Annulée'));
    await visible(row.getByRole('button', { name: `PDF de l'avoir ${creditNumber}` }));
  });
});
