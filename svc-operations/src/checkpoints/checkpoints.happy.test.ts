import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadgeInfoSchema, CHECKPOINT_CALLS, CheckpointSchema, uuidv7, type Checkpoint } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithSite, insertTestSite } from './test-fixtures.js';

const { list, siteList } = CHECKPOINT_CALLS;

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

async function save(agencyId: string, token: string, json: object) {
  return h.request('POST', `/agency/${agencyId}/checkpoint`, { token, json });
}

describe('POST /agency/:agencyId/checkpoint', () => {
  it('creates (201) with the badge normalised, the next position and the site name, then edits (200)', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h, 'Résidence Les Oliviers');
    const first = await save(agencyId, owner, { siteId: site.siteId, name: ' Hall d’entrée ', badge: '04:a1:b2:c3' });
    expect(first.status).toBe(201);
    const hall = CheckpointSchema.parse(first.body);
    expect(hall).toMatchObject({
      siteId: site.siteId,
      siteName: 'Résidence Les Oliviers',
      name: 'Hall d’entrée',
      badge: '04A1B2C3',
      position: 0,
      instructions: '',
      latitude: null,
      longitude: null,
      status: 100,
    });

    const second = CheckpointSchema.parse(
      (await save(agencyId, owner, { siteId: site.siteId, name: 'Parking', latitude: 43.6, longitude: 3.88 })).body,
    );
    expect(second).toMatchObject({ position: 1, badge: null, latitude: 43.6, longitude: 3.88 });

    const edited = await save(agencyId, owner, {
      id: hall.id,
      siteId: site.siteId,
      name: 'Hall principal',
      instructions: 'Vérifier la porte',
      position: 5,
      status: 300,
    });
    expect(edited.status).toBe(200);
    expect(CheckpointSchema.parse(edited.body)).toMatchObject({
      id: hall.id,
      name: 'Hall principal',
      badge: '04A1B2C3', // left out: kept
      instructions: 'Vérifier la porte',
      position: 5,
      status: 300,
    });

    const read = await h.request('GET', `/agency/${agencyId}/checkpoint/${hall.id}`, { token: owner });
    expect(read.status).toBe(200);
    expect(CheckpointSchema.parse(read.body)).toMatchObject({ name: 'Hall principal', status: 300 });
  });

  it('clears optional fields with null and moves a checkpoint to another active site', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h);
    const other = await insertTestSite(h, agencyId, { name: 'Entrepôt' });
    await save(agencyId, owner, { siteId: other.siteId, name: 'Quai 1' });
    const created = CheckpointSchema.parse(
      (
        await save(agencyId, owner, {
          siteId: site.siteId,
          name: 'Accueil',
          badge: 'QR-0001',
          instructions: 'Badge à l’accueil',
          latitude: 45,
          longitude: 4,
        })
      ).body,
    );
    const moved = CheckpointSchema.parse(
      (
        await save(agencyId, owner, {
          id: created.id,
          siteId: other.siteId,
          name: 'Accueil',
          badge: null,
          instructions: null,
          latitude: null,
          longitude: null,
        })
      ).body,
    );
    expect(moved).toMatchObject({
      siteId: other.siteId,
      siteName: 'Entrepôt',
      position: 1,
      badge: null,
      instructions: '',
      latitude: null,
      longitude: null,
    });
  });

  it("given another position, says so in its site's main courante (who, from where to where); a rename does not", async () => {
    const { agencyId, site, owner } = await agencyWithSite(h);
    const moverId = uuidv7();
    const mover = await h.tokenFor(agencyId, { sub: moverId });
    const body = { siteId: site.siteId, name: 'Parking', latitude: 45.7578, longitude: 4.832 };
    const { id } = CheckpointSchema.parse((await save(agencyId, owner, body)).body);
    await save(agencyId, owner, { ...body, id, name: 'Parking sud' });
    await save(agencyId, mover, { ...body, id, name: 'Parking sud', latitude: 45.758, longitude: 4.8325 });
    await save(agencyId, mover, { ...body, id, name: 'Parking sud', latitude: null, longitude: null });
    const lines = await h.asPlatform(
      (tx) => tx<{ typeKey: string; serviceId: string | null; content: string; authorId: string }[]>`
        select e.type_key, e.service_id, m.content, m.author_id from events e
          join event_messages m on m.agency_id = e.agency_id and m.event_id = e.id
         where e.site_id = ${site.siteId} order by m.seq`,
    );
    expect(lines).toEqual([
      {
        typeKey: 'checkpoint_moved',
        serviceId: null,
        content: 'Parking sud : 45.757800, 4.832000 → 45.758000, 4.832500',
        authorId: moverId,
      },
      {
        typeKey: 'checkpoint_moved',
        serviceId: null,
        content: 'Parking sud : 45.758000, 4.832500 → sans position',
        authorId: moverId,
      },
    ]);
    const verified = await h.request('GET', `/agency/${agencyId}/main-courante/${site.siteId}/verify`, {
      token: owner,
    });
    expect(verified.body).toMatchObject({ valid: true, entries: 2 });
  });
});

describe('GET /agency/:agencyId/checkpoints?siteId=', () => {
  it("answers one site's checkpoints in round order", async () => {
    const { agencyId, site, owner } = await agencyWithSite(h);
    const other = await insertTestSite(h, agencyId);
    await save(agencyId, owner, { siteId: site.siteId, name: 'C', position: 3 });
    await save(agencyId, owner, { siteId: site.siteId, name: 'A', position: 1 });
    await save(agencyId, owner, { siteId: site.siteId, name: 'B', position: 2 });
    await save(agencyId, owner, { siteId: other.siteId, name: 'Ailleurs' });
    const answer = await h.request('GET', `/agency/${agencyId}/checkpoints?siteId=${site.siteId}`, { token: owner });
    expect(answer.status).toBe(200);
    expect(siteList.response.parse(answer.body).data.map((checkpoint) => checkpoint.name)).toEqual(['A', 'B', 'C']);
  });

  it('without a site, answers every checkpoint of the agency, site by site (by name), each in round order', async () => {
    const { agencyId, owner } = await agencyWithSite(h);
    const zenith = await insertTestSite(h, agencyId, { name: 'Zénith' });
    const arena = await insertTestSite(h, agencyId, { name: 'Aréna' });
    await save(agencyId, owner, { siteId: zenith.siteId, name: 'Z2', position: 2 });
    await save(agencyId, owner, { siteId: arena.siteId, name: 'A1', position: 1 });
    await save(agencyId, owner, { siteId: zenith.siteId, name: 'Z1', position: 1 });
    const answer = await h.request('GET', `/agency/${agencyId}/checkpoints`, { token: owner });
    expect(siteList.response.parse(answer.body).data.map((checkpoint) => checkpoint.name)).toEqual(['A1', 'Z1', 'Z2']);
  });
});

describe('PUT /agency/:agencyId/checkpoint/:checkpointId/badge and GET badge-infos/:badge', () => {
  it('associates a badge, tells what it names, moves it once freed, and clears it', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h, 'Odysseum – Parking P1');
    const ramp = CheckpointSchema.parse((await save(agencyId, owner, { siteId: site.siteId, name: 'Rampe' })).body);
    const exit = CheckpointSchema.parse((await save(agencyId, owner, { siteId: site.siteId, name: 'Sortie' })).body);

    const put = await h.request('PUT', `/agency/${agencyId}/checkpoint/${ramp.id}/badge`, {
      token: owner,
      json: { badge: '04 b1 b2 c3 d4 e5 f6' },
    });
    expect(put.status).toBe(200);
    expect(CheckpointSchema.parse(put.body).badge).toBe('04B1B2C3D4E5F6');

    // Typed as printed on the tag, with separators and in lower case.
    const info = await h.request('GET', `/agency/${agencyId}/badge-infos/04:b1:b2:c3:d4:e5:f6`, { token: owner });
    expect(info.status).toBe(200);
    expect(BadgeInfoSchema.parse(info.body)).toEqual({
      badge: '04B1B2C3D4E5F6',
      checkpointId: ramp.id,
      checkpointName: 'Rampe',
      checkpointStatus: 100,
      siteId: site.siteId,
      siteName: 'Odysseum – Parking P1',
    });

    const cleared = await h.request('PUT', `/agency/${agencyId}/checkpoint/${ramp.id}/badge`, {
      token: owner,
      json: { badge: null },
    });
    expect(CheckpointSchema.parse(cleared.body).badge).toBeNull();
    const unknown = await h.request('GET', `/agency/${agencyId}/badge-infos/04B1B2C3D4E5F6`, { token: owner });
    expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([
      404,
      'BADGE_UNKNOWN',
      'Badge inconnu',
    ]);

    const reused = await h.request('PUT', `/agency/${agencyId}/checkpoint/${exit.id}/badge`, {
      token: owner,
      json: { badge: '04B1B2C3D4E5F6' },
    });
    expect(CheckpointSchema.parse(reused.body)).toMatchObject({ id: exit.id, badge: '04B1B2C3D4E5F6' });
  });

  it('lets the same badge be used by two agencies', async () => {
    const a = await agencyWithSite(h);
    const b = await agencyWithSite(h);
    expect((await save(a.agencyId, a.owner, { siteId: a.site.siteId, name: 'A', badge: 'CAFE0001' })).status).toBe(201);
    expect((await save(b.agencyId, b.owner, { siteId: b.site.siteId, name: 'B', badge: 'CAFE0001' })).status).toBe(201);
  });
});

describe('DELETE /agency/:agencyId/checkpoint/:checkpointId', () => {
  it('deletes for good', async () => {
    const { agencyId, site, owner } = await agencyWithSite(h);
    const created = CheckpointSchema.parse((await save(agencyId, owner, { siteId: site.siteId, name: 'Toit' })).body);
    const path = `/agency/${agencyId}/checkpoint/${created.id}`;
    const deleted = await h.request('DELETE', path, { token: owner });
    expect([deleted.status, deleted.body]).toEqual([200, { id: created.id }]);
    const read = await h.request('GET', path, { token: owner });
    expect([read.status, read.error?.message]).toEqual([404, 'Point de contrôle introuvable']);
  });
});

describe('POST /agency/:agencyId/fetch/checkpoints', () => {
  let agencyId: string;
  let owner: string;
  let oliviers: string;
  let parking: string;
  const fetchPage = async (json: object) => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, { token: owner, json });
    expect(answer.status).toBe(200);
    return list.response.parse(answer.body);
  };
  const names = (rows: Checkpoint[]) => rows.map((row) => row.name);

  beforeAll(async () => {
    ({ agencyId, owner } = await agencyWithSite(h));
    oliviers = (await insertTestSite(h, agencyId, { name: 'Résidence Les Oliviers' })).siteId;
    parking = (await insertTestSite(h, agencyId, { name: 'Parking Élysée' })).siteId;
    const rows = [
      { siteId: oliviers, name: 'Hall d’entrée', badge: '04A1B2C3D4E5F6' },
      { siteId: oliviers, name: 'Local poubelles', badge: '04A1B2C3D4E5F8' },
      { siteId: oliviers, name: 'Escalier B' },
      { siteId: parking, name: 'Rampe d’accès', badge: 'BEEF0042' },
      { siteId: parking, name: 'Caisse', status: 300 },
    ];
    for (const row of rows) expect((await save(agencyId, owner, row)).status).toBe(201);
    for (let index = 0; index < 30; index += 1) {
      await save(agencyId, owner, { siteId: parking, name: `Place ${String(index).padStart(2, '0')}` });
    }
  });

  it('pages the list sorted by name, with the filtered count', async () => {
    const first = await fetchPage({ limit: 10 });
    expect(first.filteredCount).toBe(35);
    expect(names(first.data)).toEqual([
      'Caisse',
      'Escalier B',
      'Hall d’entrée',
      'Local poubelles',
      'Place 00',
      'Place 01',
      'Place 02',
      'Place 03',
      'Place 04',
      'Place 05',
    ]);
    const fourth = await fetchPage({ limit: 10, page: 4 });
    expect(names(fourth.data)).toEqual(['Place 26', 'Place 27', 'Place 28', 'Place 29', 'Rampe d’accès']);
  });

  it('searches name, badge and site name ignoring case and accents', async () => {
    expect(names((await fetchPage({ query: 'HALL D’ENTREE' })).data)).toEqual(['Hall d’entrée']);
    expect(names((await fetchPage({ query: 'residence les oliviers' })).data)).toEqual([
      'Escalier B',
      'Hall d’entrée',
      'Local poubelles',
    ]);
    expect(names((await fetchPage({ query: 'elysee', limit: 5 })).data)).toHaveLength(5);
    expect(names((await fetchPage({ query: 'beef' })).data)).toEqual(['Rampe d’accès']);
    // A badge typed as printed on the tag.
    expect(names((await fetchPage({ query: '04:a1:b2:c3:d4:e5:f8' })).data)).toEqual(['Local poubelles']);
    expect((await fetchPage({ query: '100%' })).filteredCount).toBe(0);
  });

  it('filters by site, status and badge presence', async () => {
    expect((await fetchPage({ filters: { siteId: oliviers } })).filteredCount).toBe(3);
    expect((await fetchPage({ filters: { siteId: [oliviers, parking] } })).filteredCount).toBe(35);
    expect(names((await fetchPage({ filters: { status: ['300'] } })).data)).toEqual(['Caisse']);
    expect((await fetchPage({ filters: { status: 100 } })).filteredCount).toBe(34);
    expect(names((await fetchPage({ filters: { hasBadge: true } })).data)).toEqual([
      'Hall d’entrée',
      'Local poubelles',
      'Rampe d’accès',
    ]);
    expect((await fetchPage({ filters: { hasBadge: false, siteId: oliviers } })).filteredCount).toBe(1);
  });

  it('sorts on the whitelisted columns, both ways', async () => {
    const bySite = await fetchPage({ orderBy: 'siteName', ascending: false, limit: 5 });
    expect(bySite.data.map((row) => row.siteName)).toEqual([
      ...Array<string>(3).fill('Résidence Les Oliviers'),
      ...Array<string>(2).fill('Parking Élysée'),
    ]);
    const byBadge = await fetchPage({ orderBy: 'badge', filters: { hasBadge: true } });
    expect(byBadge.data.map((row) => row.badge)).toEqual(['04A1B2C3D4E5F6', '04A1B2C3D4E5F8', 'BEEF0042']);
    const byStatus = await fetchPage({ orderBy: 'status', ascending: false, limit: 5 });
    expect(byStatus.data[0]?.name).toBe('Caisse');
    const byPosition = await fetchPage({ orderBy: 'position', filters: { siteId: oliviers } });
    expect(names(byPosition.data)).toEqual(['Hall d’entrée', 'Local poubelles', 'Escalier B']);
    const newest = await fetchPage({ orderBy: 'createdAt', ascending: false, limit: 5 });
    expect(newest.data[0]?.name).toBe('Place 29');
  });
});
