import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenSigner } from '@portal/service-kit';
import type { AccessClaims } from '@portal/contracts';
import { activeScreen, closeTabOf, logIn, menuTexts, openMenuEntry, tab, tabLabels, visible } from './journeys.js';
import { DEMO_PASSWORD, startPortal, type PortalUnderTest } from './portal-under-test.js';

let portal: PortalUnderTest;

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

async function page() {
  return portal.newPage();
}

describe('each demo role sees exactly its menu (spec 00 §2.3)', () => {
  const MENUS: Record<string, string[]> = {
    'proprietaire@vigie-demo.fr': [
      'Accueil',
      'Tableau de bord',
      'Planification',
      'Planning',
      'Services',
      'Indisponibilités',
      'Circuits',
      'Interruptions',
      'Terrain',
      'Mains courantes',
      'Réglages terrain',
      'Points de contrôle par site',
      'Sites',
      'Sites',
      'Photos des sites',
      'Points de contrôle',
      'Heures des sites',
      'Clients',
      'Clients',
      'Facturation',
      'Synthèse',
      'À facturer',
      'Devis',
      'Factures',
      'Catalogue',
      'Remises',
      'Collaborateurs',
      'Collaborateurs',
      'Annuaire',
      'Heures des collaborateurs',
      // The agency's own subscription and payments (02 §2).
      'Agence',
      "Options d'abonnements",
      "Dates d'abonnements",
      'Mes moyens de paiement',
      'Mes factures',
      'Suivi de commande',
      'Paramètres',
      'Facturation',
      'Liens utiles',
      'À propos',
    ],
    // Reads sites and collaborators, may not create a site; no customers right.
    'planificateur@vigie-demo.fr': [
      'Accueil',
      'Tableau de bord',
      'Planification',
      'Planning',
      'Services',
      'Circuits',
      'Sites',
      'Sites',
      'Photos des sites',
      'Facturation',
      'Synthèse',
      'Collaborateurs',
      'Collaborateurs',
      'Annuaire',
      'Liens utiles',
      'À propos',
    ],
    // Invoices and estimates, not the catalogue nor the discounts; the settings are the owner's.
    'comptable@vigie-demo.fr': [
      'Accueil',
      'Clients',
      'Clients',
      'Facturation',
      'À facturer',
      'Devis',
      'Factures',
      'Collaborateurs',
      'Annuaire',
      'Liens utiles',
      'À propos',
    ],
    // A field agent: the field screens and the directory, not the agency's management screens.
    'agent@vigie-demo.fr': [
      'Accueil',
      'Terrain',
      'Prise de service',
      'Service en cours',
      'Événements',
      'Mon planning',
      'Mes heures',
      'Sites',
      'Lecture de badge',
      "Contacter l'agence",
      'Mon badge',
      'Points de contrôle par site',
      'Collaborateurs',
      'Annuaire',
      'Liens utiles',
      'À propos',
    ],
    // A customer user: what he owes, his own sites, the planning of their interventions, their main
    // courante, and his invoices.
    'client@vigie-demo.fr': [
      'Accueil',
      'Tableau de bord',
      'Sites',
      'Planning des sites',
      'Mains courantes',
      'Mes factures',
      'Liens utiles',
      'À propos',
    ],
    // Support follows the agencies' article orders (02 §6: admin and support change their status).
    'support@plateforme-demo.fr': [
      'Accueil',
      'Agences',
      'Administration',
      'Liste des commandes',
      'Liens utiles',
      'À propos',
    ],
    // The super admin also manages the agency invoices and the subscription offers (02 §6: super admin, not support).
    'admin@plateforme-demo.fr': [
      'Accueil',
      'Agences',
      'Administration',
      'Factures',
      'Liste des offres',
      'Liste des commandes',
      'Liens utiles',
      'À propos',
    ],
    // Horizon Gardiennage's free trial has ended: only what needs no subscription (home and payments).
    'proprietaire@horizon-demo.fr': [
      'Accueil',
      'Agence',
      "Options d'abonnements",
      "Dates d'abonnements",
      'Mes moyens de paiement',
      'Mes factures',
      'Suivi de commande',
      'Liens utiles',
      'À propos',
    ],
  };

  for (const [email, menu] of Object.entries(MENUS)) {
    it(`${email} → ${menu.join(', ')}`, async () => {
      const browser = await page();
      await logIn(browser, portal.url, email);
      await visible(browser.getByText(/^Bonjour /));
      await expect.poll(() => menuTexts(browser), { timeout: 15_000 }).toEqual(menu);
      await browser.context().close();
    });
  }
});

describe('the portal shell', () => {
  it('refuses a wrong password in French and changes nothing', async () => {
    const browser = await page();
    await browser.goto(portal.url);
    await browser.getByLabel('Adresse e-mail').fill('proprietaire@vigie-demo.fr');
    await browser.getByLabel('Mot de passe').fill('Mauvais1');
    await browser.getByRole('button', { name: 'Se connecter' }).click();
    await visible(browser.getByRole('alert').filter({ hasText: 'Combinaison utilisateur / mot de passe incorrecte' }));
    await browser.getByLabel('Adresse e-mail').fill('pas-une-adresse');
    await browser.getByRole('button', { name: 'Se connecter' }).click();
    await visible(browser.getByText('Veuillez saisir une adresse mail valide'));
    await browser.context().close();
  });

  it('while his password is being guessed, a user gets in from the browser he used before; a new one is told to wait', async () => {
    const email = 'comptable@vigie-demo.fr';
    const usual = await page();
    await logIn(usual, portal.url, email);
    await usual.getByLabel('Menu utilisateur').hover();
    await usual.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await visible(usual.getByRole('button', { name: 'Se connecter' }));

    // Someone else has been guessing for a while: the failures a long attack leaves (the throttle
    // lets one guess through every five minutes at most, too slow to replay here).
    const sql = postgres(portal.system.identityDatabaseUrl, { max: 1 });
    try {
      await sql`insert into login_failures (email, ip, failed_at)
                select ${email}, '198.51.100.66', now() - make_interval(secs => n) from generate_series(0, 29) n`;
    } finally {
      await sql.end();
    }

    const elsewhere = await page();
    await elsewhere.goto(portal.url);
    await elsewhere.getByLabel('Adresse e-mail').fill(email);
    await elsewhere.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await elsewhere.getByRole('button', { name: 'Se connecter' }).click();
    await visible(elsewhere.getByText('Trop de tentatives de connexion. Réessayez dans 5 minutes.'));
    await elsewhere.context().close();

    await logIn(usual, portal.url, email);
    await visible(usual.getByText(/^Bonjour /));
    await usual.context().close();
  });

  it('forgotten password: the same French answer; a reset link checks the rules and refuses a bad token', async () => {
    const browser = await page();
    await browser.goto(portal.url);
    await browser.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await browser.getByLabel('Adresse e-mail').fill('proprietaire@vigie-demo.fr');
    await browser.getByRole('button', { name: 'Envoyer le lien' }).click();
    await visible(browser.getByRole('status').filter({ hasText: 'Si un compte correspond à cette adresse' }));

    await browser.goto(`${portal.url}/#/reset-password/${'x'.repeat(43)}`);
    await browser.getByLabel('Nouveau mot de passe').fill('court');
    await browser.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(browser.getByRole('alert').filter({ hasText: '6 caractères min.' }));
    await browser.getByLabel('Nouveau mot de passe').fill('Valide-2026');
    await browser.getByLabel('Confirmation').fill('Valide-2026');
    await browser.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(
      browser.getByRole('alert').filter({ hasText: 'Ce lien de réinitialisation est invalide ou a expiré' }),
    );
    await browser.context().close();
  });

  it('opens three module areas in tabs and switching back keeps each screen as it was left', async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'proprietaire@vigie-demo.fr');
    // Home first, as a person sees it before choosing in the menu.
    await visible(tab(browser, 'Accueil'));
    await openMenuEntry(browser, 'Tableau de bord');
    await visible(activeScreen(browser).getByText('Contrôles du planning'));
    await openMenuEntry(browser, 'Réglages terrain');
    await visible(activeScreen(browser).getByText('Fréquence du contrôle travailleur isolé (PTI)'));
    await openMenuEntry(browser, 'Synthèse');
    await visible(activeScreen(browser).getByText('Synthèse de la facturation'));
    // The profile (mf-admin) with a change not saved yet, its menu opened from the keyboard.
    await browser.getByRole('button', { name: 'Menu utilisateur' }).focus();
    await browser.keyboard.press('Enter');
    // The menu opens with the focus on its first item.
    const profile = browser.getByRole('menuitem', { name: 'Mon profil' });
    await expect.poll(() => profile.evaluate((item) => item === document.activeElement)).toBe(true);
    await browser.keyboard.press('Enter');
    await visible(activeScreen(browser).getByLabel('Prénom'));
    await activeScreen(browser).getByLabel('Prénom').fill('Julien-Pierre');

    expect(await tabLabels(browser)).toEqual([
      'Accueil',
      'Tableau de bord',
      'Réglages terrain',
      'Synthèse',
      'Mon profil',
    ]);

    await tab(browser, 'Tableau de bord').click();
    await visible(activeScreen(browser).getByText('Contrôles du planning'));
    // The arrow keys move along the tabs.
    await tab(browser, 'Tableau de bord').focus();
    await browser.keyboard.press('ArrowRight');
    await visible(activeScreen(browser).getByText('Fréquence du contrôle travailleur isolé (PTI)'));
    await tab(browser, 'Mon profil').click();
    expect(await activeScreen(browser).getByLabel('Prénom').inputValue()).toBe('Julien-Pierre');

    // Closing a tab removes it and shows its neighbour.
    await closeTabOf(browser, 'Mon profil');
    await expect.poll(() => tabLabels(browser)).toEqual(['Accueil', 'Tableau de bord', 'Réglages terrain', 'Synthèse']);
    await visible(activeScreen(browser).getByText('Synthèse de la facturation'));
    await browser.context().close();
  });

  it("shows the not-found screen for an unknown route, in a tab labelled 'Route inexistante'", async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'proprietaire@vigie-demo.fr');
    await browser.goto(`${portal.url}/#/nulle-part`);
    await visible(tab(browser, 'Route inexistante'));
    await visible(activeScreen(browser).getByText('Route inexistante'));
    await browser.context().close();
  });

  it('names the missing right when a route needs one the user lacks', async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'planificateur@vigie-demo.fr');
    await browser.goto(`${portal.url}/#/terrain/reglages`);
    await visible(
      activeScreen(browser).getByText(
        'Vous ne bénéficiez pas de l\'autorisation "Paramètres de l\'agence : consultation".',
      ),
    );
    await browser.context().close();
  });

  it('without a valid subscription only home, free trial and payment pages open', async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'proprietaire@horizon-demo.fr');
    await visible(browser.getByText('Essai gratuit terminé'));
    await browser.goto(`${portal.url}/#/adminDashboard`);
    await visible(activeScreen(browser).getByText('Abonnement requis'));
    await activeScreen(browser).getByRole('button', { name: 'Voir mon abonnement' }).click();
    await visible(activeScreen(browser).getByText("Fin de l'essai gratuit"));
    await browser.context().close();
  });

  it('refreshes an expired access token silently and goes on', async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'proprietaire@vigie-demo.fr');
    const stored = JSON.parse((await browser.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as {
      token: string;
      refreshToken: string;
    };
    const expired = await expiredTokenLike(stored.token);
    await browser.evaluate((session) => localStorage.setItem('portal.session', JSON.stringify(session)), {
      token: expired,
      refreshToken: stored.refreshToken,
    });
    const refreshed = browser.waitForResponse((response) => response.url().endsWith('/token/refresh'));
    await browser.reload();
    expect((await refreshed).status()).toBe(200);
    await visible(browser.getByText(/^Bonjour Julien/));
    const after = JSON.parse((await browser.evaluate(() => localStorage.getItem('portal.session'))) ?? '{}') as {
      token: string;
    };
    expect(after.token).not.toBe(expired);
    await browser.context().close();
  });

  it('support acts as an agency, sees it in the header, and comes back', async () => {
    const browser = await page();
    await logIn(browser, portal.url, 'support@plateforme-demo.fr');
    await openMenuEntry(browser, 'Agences');
    const row = activeScreen(browser).getByRole('row').filter({ hasText: 'Vigie Sécurité' });
    await visible(row);
    await row.getByRole('button', { name: 'Agir en tant que cette agence' }).click();
    await visible(browser.getByText('Agence altérée : Vigie Sécurité'));
    await expect.poll(() => menuTexts(browser), { timeout: 15_000 }).toContain('Réglages terrain');
    await browser.getByRole('button', { name: 'Revenir au support' }).click();
    await expect
      .poll(() => menuTexts(browser), { timeout: 15_000 })
      .toEqual(['Accueil', 'Agences', 'Administration', 'Liste des commandes', 'Liens utiles', 'À propos']);
    expect(await browser.getByText('Agence altérée').count()).toBe(0);
    await browser.context().close();
  });

  it('on a phone: the menu in its drawer, support acting as an agency on a line of its own, nothing wider than the screen', async () => {
    const browser = await page();
    await browser.setViewportSize({ width: 390, height: 844 });
    await logIn(browser, portal.url, 'support@plateforme-demo.fr', 'adminAgencies');
    const row = activeScreen(browser).getByRole('row').filter({ hasText: 'Vigie Sécurité' });
    await row.getByRole('button', { name: 'Agir en tant que cette agence' }).click();
    await visible(browser.getByText('Agence altérée : Vigie Sécurité'));
    expect(await browser.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await browser.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect.poll(() => menuTexts(browser), { timeout: 15_000 }).toContain('Réglages terrain');
    await openMenuEntry(browser, 'Réglages terrain');
    await visible(tab(browser, 'Réglages terrain'));
    await browser.getByRole('button', { name: 'Revenir au support' }).click();
    await expect.poll(() => browser.getByText('Agence altérée').count(), { timeout: 15_000 }).toBe(0);
    await browser.context().close();
  });
});

/** A token with the same claims, signed by identity's own key, that has already expired. */
async function expiredTokenLike(token: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as AccessClaims & {
    exp: number;
  };
  const sql = postgres(portal.system.identityDatabaseUrl, { max: 1 });
  try {
    const [key] = await sql<{ kid: string; privateJwk: Record<string, string> }[]>`
      select kid, private_jwk as "privateJwk" from signing_keys order by created_at desc limit 1`;
    if (!key) throw new Error('identity has no signing key');
    const sign = await createTokenSigner({ kid: key.kid, privateJwk: key.privateJwk });
    const { sub, email, role, agency, customer, rights, plannable, act, access } = claims;
    const expired = await sign({ sub, email, role, agency, customer, rights, plannable, act, access }, 1);
    const { exp } = JSON.parse(Buffer.from(expired.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    await expect.poll(() => Date.now() > exp * 1000 + 100, { timeout: 5000, interval: 200 }).toBe(true);
    return expired;
  } finally {
    await sql.end();
  }
}
