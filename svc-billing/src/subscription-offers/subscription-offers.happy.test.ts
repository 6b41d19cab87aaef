import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_OFFER_ADMIN_CALLS, SUBSCRIPTION_OFFER_CALLS, type SubscriptionOffer } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import {
  OFFER_LIST_PATH,
  OFFER_PATH,
  OFFER_STATUS_PATH,
  offerInput,
  offeredPath,
  saveOffer,
  seedOffers,
  storedOffer,
  superAdminToken,
} from './testing/fixtures.js';

let h: BillingHarness;
let token: string;
let proId: string;

beforeAll(async () => {
  h = await startBillingHarness();
  token = await superAdminToken(h);
  ({ proId } = await seedOffers(h));
});
afterAll(async () => {
  await h?.close();
});

const list = async (json: unknown) => {
  const answer = await h.request('POST', OFFER_LIST_PATH, { token, json });
  expect(answer.status).toBe(200);
  return SUBSCRIPTION_OFFER_ADMIN_CALLS.list.response.parse(answer.body);
};
const names = (offers: { name: string }[]) => offers.map((offer) => offer.name);
const auditLines = (subjectId: string) =>
  h.asPlatform(
    (tx) =>
      tx<{ action: string; actorEmail: string }[]>`
        select action, actor_email from platform_audit_log where subject_id = ${subjectId} order by occurred_at, id`,
  );

describe('POST /admin/agency-offer', () => {
  it('creates a pack, deactivated, without yearly price nor licences, with its audit line', async () => {
    const pack = await saveOffer(h, {
      name: 'Pack Signatures 50',
      type: 210,
      price: '49.50',
      packQuantity: 50,
      yearlyPrice: '300',
      includedLicences: 2,
    });
    expect(pack).toMatchObject({
      name: 'Pack Signatures 50',
      description: '',
      type: 210,
      category: 'pack',
      status: 200,
      price: '49.50',
      yearlyPrice: null,
      includedLicences: 0,
      packQuantity: 50,
      vatRate: '20.00',
      numberOfSales: 0,
      turnover: '0.00',
    });
    expect(await auditLines(pack.id)).toEqual([
      { action: 'POST /admin/agency-offer', actorEmail: 'admin@plateforme.test' },
    ]);
  });

  it('a subscription gets 11 × its monthly price as yearly price unless given; an edit replaces the fields', async () => {
    const subscription = await saveOffer(h, {
      name: 'Licences équipe',
      type: 100,
      price: '19.90',
      includedLicences: 2,
      status: 100,
    });
    expect(subscription).toMatchObject({ category: 'subs', yearlyPrice: '218.90', includedLicences: 2, status: 100 });
    const edited = await saveOffer(h, {
      id: subscription.id,
      name: 'Licences équipe (3)',
      type: 100,
      price: '24.90',
      yearlyPrice: '250.00',
      includedLicences: 3,
      status: 100,
    });
    expect(edited).toMatchObject({ name: 'Licences équipe (3)', price: '24.90', yearlyPrice: '250.00' });
    expect(edited.createdAt).toBe(subscription.createdAt);
  });

  it("a locked type's name and price may be edited (PRO stays activated)", async () => {
    const pro = SUBSCRIPTION_OFFER_ADMIN_CALLS.get.response.parse(
      (await h.request('GET', `${OFFER_PATH}/${proId}`, { token })).body,
    );
    const { id, name: _n, category: _c, numberOfSales: _s, turnover: _t, createdAt: _a, updatedAt: _u, ...rest } = pro;
    const saved = await saveOffer(h, { ...rest, id, name: 'PRO', description: 'Formule PRO', status: 100 });
    expect(saved).toMatchObject({
      type: 1,
      status: 100,
      price: '49.99',
      yearlyPrice: '549.89',
      description: 'Formule PRO',
    });
  });
});

describe('POST /admin/agency-offers (list)', () => {
  let tagged: SubscriptionOffer[];
  beforeAll(async () => {
    tagged = [];
    for (const [name, type, status] of [
      ['Zèbre article actif', 300, 100],
      ['Zebre pack désactivé', 200, 200],
      ['Zèbre licence', 100, 100],
    ] as const) {
      tagged.push(await saveOffer(h, offerInput({ name, type, status, packQuantity: type === 200 ? 5 : 0 })));
    }
    await h.request('DELETE', `${OFFER_PATH}/${tagged[0]?.id}`, { token });
  });

  it('without filters: activated and deactivated offers, newest first, 25 a page, their count', async () => {
    const page = await list({ query: 'zebre' });
    expect(names(page.data)).toEqual(['Zèbre licence', 'Zebre pack désactivé']);
    expect(page.filteredCount).toBe(2);
    const all = await list({});
    expect(all.data.length).toBeLessThanOrEqual(25);
    const created = all.data.map((offer) => offer.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by status (the deleted ones when asked), type and category; searches ignoring case and accents', async () => {
    expect(names((await list({ query: 'ZEBRE', filters: { status: [300] } })).data)).toEqual(['Zèbre article actif']);
    expect(names((await list({ query: 'zèbre', filters: { type: [200] } })).data)).toEqual(['Zebre pack désactivé']);
    expect(names((await list({ query: 'zebre', filters: { category: ['subs'] } })).data)).toEqual(['Zèbre licence']);
    const seeded = await list({ filters: { category: ['pack'], status: [100] }, orderBy: 'name', ascending: true });
    expect(names(seeded.data)).toEqual([
      'Pack Bulletins de paie',
      'Pack Fiches collaborateurs',
      'Pack Signatures électroniques',
    ]);
  });

  it('sorts on the column asked', async () => {
    const descending = await list({ query: 'zebre', orderBy: 'name', ascending: false });
    expect(names(descending.data)).toEqual(['Zebre pack désactivé', 'Zèbre licence']);
    const ascending = await list({ query: 'zebre', orderBy: 'name', ascending: true });
    expect(names(ascending.data)).toEqual(['Zèbre licence', 'Zebre pack désactivé']);
  });
});

describe('POST /admin/agency-offers/status', () => {
  it('moves the offers, skips those already there and the locked types, and counts both', async () => {
    const a = await saveOffer(h, offerInput({ name: 'Statut A', status: 100 }));
    const b = await saveOffer(h, offerInput({ name: 'Statut B', status: 100 }));
    const c = await saveOffer(h, offerInput({ name: 'Statut C', status: 200 }));
    const answer = await h.request('POST', OFFER_STATUS_PATH, {
      token,
      json: { ids: [a.id, b.id, c.id, proId], status: 200 },
    });
    expect([answer.status, answer.body]).toEqual([200, { changed: 2, skipped: 2 }]);
    for (const id of [a.id, b.id, c.id]) expect((await storedOffer(h, id))?.['status']).toBe(200);
    expect((await storedOffer(h, proId))?.['status']).toBe(100);
    expect(await auditLines(a.id)).toHaveLength(2);
    expect(await auditLines(c.id)).toHaveLength(1);
  });

  it('one offer already in the status alone: nothing changes, skipped 1', async () => {
    const offer = await saveOffer(h, offerInput({ name: 'Déjà activée', status: 100 }));
    const answer = await h.request('POST', OFFER_STATUS_PATH, { token, json: { ids: [offer.id], status: 100 } });
    expect([answer.status, answer.body]).toEqual([200, { changed: 0, skipped: 1 }]);
  });
});

describe('duplicate and delete', () => {
  it("duplicates: '<name> (copie)', deactivated, without sales, its own id and date", async () => {
    const source = await saveOffer(h, offerInput({ name: 'Lecteur NFC', status: 100, description: 'USB' }));
    const answer = await h.request('POST', `${OFFER_PATH}/${source.id}/duplicate`, { token });
    expect(answer.status).toBe(201);
    const copy = SUBSCRIPTION_OFFER_ADMIN_CALLS.duplicate.response.parse(answer.body);
    expect(copy).toMatchObject({ name: 'Lecteur NFC (copie)', description: 'USB', status: 200, price: '39.00' });
    expect(copy.id).not.toBe(source.id);
    const long = await saveOffer(h, offerInput({ name: 'x'.repeat(120) }));
    const longCopy = await h.request('POST', `${OFFER_PATH}/${long.id}/duplicate`, { token });
    expect((longCopy.body as SubscriptionOffer).name).toBe(`${'x'.repeat(112)} (copie)`);
  });

  it('deletes: the offer is marked deleted, still readable, out of the default list; twice is no error', async () => {
    const offer = await saveOffer(h, offerInput({ name: 'À supprimer' }));
    expect((await h.request('DELETE', `${OFFER_PATH}/${offer.id}`, { token })).status).toBe(204);
    expect((await h.request('DELETE', `${OFFER_PATH}/${offer.id}`, { token })).status).toBe(204);
    const read = await h.request('GET', `${OFFER_PATH}/${offer.id}`, { token });
    expect([read.status, (read.body as SubscriptionOffer).status]).toEqual([200, 300]);
    expect(names((await list({ query: 'À supprimer' })).data)).toEqual([]);
    expect(await auditLines(offer.id)).toHaveLength(2);
  });
});

describe('a super admin acting as an agency', () => {
  it('still writes the platform offers (platform scope), audited on the platform', async () => {
    const { agencyId } = await h.provisionAgency();
    const acting = await superAdminToken(h, { agency: agencyId });
    const answer = await h.request('POST', OFFER_PATH, {
      token: acting,
      json: offerInput({ name: 'Depuis une agence' }),
    });
    expect(answer.status).toBe(201);
    expect(await auditLines((answer.body as SubscriptionOffer).id)).toHaveLength(1);
  });
});

describe('GET /agency/:agencyId/subscription-offers', () => {
  it('the activated offers but the hidden types, subscriptions first, without the platform figures', async () => {
    const { agencyId } = await h.provisionAgency();
    const staff = await h.tokenFor(agencyId, { role: 'staff', rights: ['subscriptions.list'] });
    const answer = await h.request('GET', offeredPath(agencyId), { token: staff });
    expect(answer.status).toBe(200);
    const offers = SUBSCRIPTION_OFFER_CALLS.offered.response.parse(answer.body);
    const categories = offers.map((offer) => offer.category);
    expect(categories).toEqual([...categories].sort((x, y) => ORDER[x] - ORDER[y]));
    expect(
      offers.slice(0, 2).map(({ name, type, price, includedLicences, yearlyPrice }) => ({
        name,
        type,
        price,
        includedLicences,
        yearlyPrice,
      })),
    ).toEqual([
      { name: 'PRO', type: 1, price: '49.99', includedLicences: 5, yearlyPrice: '549.89' },
      { name: 'Site web professionnel', type: 2, price: '29.00', includedLicences: 0, yearlyPrice: '319.00' },
    ]);
    expect(offers.find((offer) => offer.type === 220)).toBeUndefined();
    expect(offers.find((offer) => offer.name === 'Pack Signatures électroniques')).toMatchObject({
      price: '9.90',
      packQuantity: 10,
    });
    expect(names(offers)).not.toContain('Zebre pack désactivé');
    expect(JSON.stringify(offers)).not.toMatch(/turnover|numberOfSales|status/);
  });
});

const ORDER = { subs: 0, pack: 1, article: 2 } as const;
