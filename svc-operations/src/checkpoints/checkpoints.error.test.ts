import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointSchema, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { agencyWithSite, countCheckpointRows, insertTestSite } from './test-fixtures.js';

let h: OperationsHarness;
let agencyId: string;
let owner: string;
let siteId: string;
let hall: { id: string; badge: string | null };
beforeAll(async () => {
  h = await startOperationsHarness();
  ({
    agencyId,
    owner,
    site: { siteId },
  } = await agencyWithSite(h));
  const created = await h.request('POST', `/agency/${agencyId}/checkpoint`, {
    token: owner,
    json: { siteId, name: 'Hall', badge: '04A1B2C3D4E5F6' },
  });
  hall = CheckpointSchema.parse(created.body);
});
afterAll(async () => {
  await h?.close();
});

const save = (json: unknown) => h.request('POST', `/agency/${agencyId}/checkpoint`, { token: owner, json });

/** The refusal leaves the agency's checkpoints as they were: the hall alone, with its badge. */
async function expectNothingWritten() {
  expect(await countCheckpointRows(h, agencyId)).toBe(1);
  const read = await h.request('GET', `/agency/${agencyId}/checkpoint/${hall.id}`, { token: owner });
  expect(CheckpointSchema.parse(read.body)).toMatchObject({ name: 'Hall', badge: '04A1B2C3D4E5F6', siteId });
}

describe('POST /agency/:agencyId/checkpoint refuses bad input with French field errors', () => {
  it('missing name and site, malformed badge, position and coordinates → 400 naming each field', async () => {
    const answer = await save({ badge: 'ab', position: 'deux', latitude: 120, instructions: 'x'.repeat(2001) });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Certains champs sont invalides',
    ]);
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'siteId', message: 'Obligatoire' },
        { path: 'name', message: 'Obligatoire' },
        { path: 'badge', message: 'Format invalide' },
        { path: 'position', message: 'Entier positif uniquement' },
        { path: 'latitude', message: 'Format invalide' },
        { path: 'instructions', message: 'Maximum 2000 caractères' },
      ]),
    );
    await expectNothingWritten();
  });

  it('a blank name, a badge with other characters, an unknown field → 400', async () => {
    const answer = await save({ siteId, name: '   ', badge: 'BADGE#1', couleur: 'rouge' });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([
      { path: 'name', message: 'Obligatoire' },
      { path: 'badge', message: 'Format invalide' },
      { path: 'couleur', message: 'Champ non autorisé' },
    ]);
    await expectNothingWritten();
  });

  it('a latitude without its longitude → 400 on longitude', async () => {
    const answer = await save({ siteId, name: 'Toit', latitude: 43.6 });
    expect(answer.error?.details?.issues).toEqual([{ path: 'longitude', message: 'Obligatoire' }]);
    await expectNothingWritten();
  });

  it('a body that is not JSON → 400 INVALID_JSON', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/checkpoint`, { token: owner, raw: '{"name": ' });
    expect([answer.status, answer.error?.code]).toEqual([400, 'INVALID_JSON']);
    await expectNothingWritten();
  });

  it('a badge another checkpoint holds → 409 with the issue on badge, on create, edit and association', async () => {
    const other = CheckpointSchema.parse((await save({ siteId, name: 'Parking' })).body);
    const expectTaken = (answer: Awaited<ReturnType<typeof save>>) => {
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        409,
        'BADGE_ALREADY_USED',
        'Ce badge est déjà associé à un autre point de contrôle',
      ]);
      expect(answer.error?.details?.issues).toEqual([
        { path: 'badge', message: 'Ce badge est déjà associé à un autre point de contrôle' },
      ]);
    };
    expectTaken(await save({ siteId, name: 'Doublon', badge: '04:a1:b2:c3:d4:e5:f6' }));
    expectTaken(await save({ id: other.id, siteId, name: 'Parking', badge: '04A1B2C3D4E5F6' }));
    expectTaken(
      await h.request('PUT', `/agency/${agencyId}/checkpoint/${other.id}/badge`, {
        token: owner,
        json: { badge: '04a1b2c3d4e5f6' },
      }),
    );
    const read = await h.request('GET', `/agency/${agencyId}/checkpoint/${other.id}`, { token: owner });
    expect(CheckpointSchema.parse(read.body).badge).toBeNull();
    await h.request('DELETE', `/agency/${agencyId}/checkpoint/${other.id}`, { token: owner });
    await expectNothingWritten();
  });
});

describe('the site of a checkpoint', () => {
  it("an archived site → 'Ce site est archivé', an inactive one → 'Ce site est inactif' on siteId", async () => {
    const archived = await insertTestSite(h, agencyId, { status: 300 });
    const inactive = await insertTestSite(h, agencyId, { status: 200 });
    const onArchived = await save({ siteId: archived.siteId, name: 'Guérite' });
    expect([onArchived.status, onArchived.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(onArchived.error?.details?.issues).toEqual([{ path: 'siteId', message: 'Ce site est archivé' }]);
    const moved = await save({ id: hall.id, siteId: inactive.siteId, name: 'Hall' });
    expect(moved.error?.details?.issues).toEqual([{ path: 'siteId', message: 'Ce site est inactif' }]);
    await expectNothingWritten();
  });

  it("an unknown site or another agency's → 'Site introuvable' on siteId", async () => {
    const other = await agencyWithSite(h);
    for (const target of [other.site.siteId, uuidv7()]) {
      const answer = await save({ siteId: target, name: 'Intrus' });
      expect([answer.status, answer.error?.details?.issues]).toEqual([
        400,
        [{ path: 'siteId', message: 'Site introuvable' }],
      ]);
    }
    expect(await countCheckpointRows(h, other.agencyId)).toBe(0);
    await expectNothingWritten();
  });

  it('a checkpoint staying on a site archived since may still be edited (e.g. archived)', async () => {
    const site = await insertTestSite(h, agencyId);
    const gate = CheckpointSchema.parse((await save({ siteId: site.siteId, name: 'Portail' })).body);
    await h.asPlatform((tx) => tx`update sites set status = 300 where id = ${site.siteId}`);
    const archived = await save({ id: gate.id, siteId: site.siteId, name: 'Portail', status: 300 });
    expect([archived.status, CheckpointSchema.parse(archived.body).status]).toEqual([200, 300]);
    await h.request('DELETE', `/agency/${agencyId}/checkpoint/${gate.id}`, { token: owner });
  });

  it("GET checkpoints of an unknown site or another agency's → 404 'Site introuvable'; a bad siteId → 400", async () => {
    const other = await agencyWithSite(h);
    for (const target of [other.site.siteId, uuidv7()]) {
      const answer = await h.request('GET', `/agency/${agencyId}/checkpoints?siteId=${target}`, { token: owner });
      expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
        404,
        'SITE_NOT_FOUND',
        'Site introuvable',
      ]);
    }
    const malformed = await h.request('GET', `/agency/${agencyId}/checkpoints?siteId=42&tri=nom`, { token: owner });
    expect([malformed.status, malformed.error?.details?.issues]).toEqual([
      400,
      [
        { path: 'siteId', message: 'Format invalide' },
        { path: 'tri', message: 'Champ non autorisé' },
      ],
    ]);
  });
});

describe("another agency's checkpoint or a malformed id → 404 'Point de contrôle introuvable'", () => {
  it('on read, edit, badge association and deletion, and nothing of the other agency changes', async () => {
    const other = await agencyWithSite(h);
    const theirs = CheckpointSchema.parse(
      (
        await h.request('POST', `/agency/${other.agencyId}/checkpoint`, {
          token: other.owner,
          json: { siteId: other.site.siteId, name: 'Le leur', badge: 'FACE0001' },
        })
      ).body,
    );
    for (const id of [theirs.id, uuidv7(), 'pas-un-uuid']) {
      const path = `/agency/${agencyId}/checkpoint/${id}`;
      for (const answer of [
        await h.request('GET', path, { token: owner }),
        await h.request('PUT', `${path}/badge`, { token: owner, json: { badge: 'CAFE0002' } }),
        await h.request('DELETE', path, { token: owner }),
      ]) {
        expect([id, answer.status, answer.error?.code, answer.error?.message]).toEqual([
          id,
          404,
          'CHECKPOINT_NOT_FOUND',
          'Point de contrôle introuvable',
        ]);
      }
    }
    const edit = await save({ id: theirs.id, siteId, name: 'Volé' });
    expect([edit.status, edit.error?.code]).toEqual([404, 'CHECKPOINT_NOT_FOUND']);
    // Their badge is unknown here: badges are the agency's own.
    const info = await h.request('GET', `/agency/${agencyId}/badge-infos/FACE0001`, { token: owner });
    expect([info.status, info.error?.message]).toEqual([404, 'Badge inconnu']);

    const read = await h.request('GET', `/agency/${other.agencyId}/checkpoint/${theirs.id}`, { token: other.owner });
    expect(CheckpointSchema.parse(read.body)).toMatchObject({ name: 'Le leur', badge: 'FACE0001' });
    await expectNothingWritten();
  });
});

describe('malformed list and lookup requests', () => {
  it('an unknown sort column, filter or status → 400', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/checkpoints`, {
      token: owner,
      json: { orderBy: 'instructions', filters: { status: ['200'], couleur: 'rouge' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual(
      expect.arrayContaining([
        { path: 'orderBy', message: 'Format invalide' },
        { path: 'filters.couleur', message: 'Champ non autorisé' },
      ]),
    );
  });

  it('a badge that cannot be one → 400 on badge', async () => {
    const answer = await h.request('GET', `/agency/${agencyId}/badge-infos/${encodeURIComponent('#!')}`, {
      token: owner,
    });
    expect([answer.status, answer.error?.details?.issues]).toEqual([
      400,
      [{ path: 'badge', message: 'Format invalide' }],
    ]);
  });
});
