import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import { insertTestSite } from '../checkpoints/test-fixtures.js';
import { planningAgency } from '../services/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { circuitBody, circuitStop } from './test-fixtures.js';

let h: OperationsHarness;
let agency: Awaited<ReturnType<typeof planningAgency>>;
beforeAll(async () => {
  h = await startOperationsHarness();
  agency = await planningAgency(h);
});
afterAll(async () => {
  await h?.close();
});

const save = (json: unknown) => h.request('POST', `/agency/${agency.agencyId}/circuit`, { token: agency.owner, json });

/** A refusal writes nothing: neither circuit nor service. */
async function expectNothingWritten() {
  const [row] = await h.asPlatform(
    (tx) => tx<{ circuits: number; services: number }[]>`
      select (select count(*)::int from circuits where agency_id = ${agency.agencyId}) as circuits,
             (select count(*)::int from services where agency_id = ${agency.agencyId}) as services`,
  );
  expect(row).toEqual({ circuits: 0, services: 0 });
}

describe('POST /agency/:agencyId/circuit refuses bad input with French field errors', () => {
  it('no name, a date not in ISO, no stop, an unknown field → 400 naming each', async () => {
    const answer = await save({ name: '  ', date: '03/02/2031', stops: [], couleur: 'rouge' });
    expect([answer.status, answer.error?.code, answer.error?.message]).toEqual([
      400,
      'VALIDATION_FAILED',
      'Certains champs sont invalides',
    ]);
    expect(answer.error?.details?.issues).toEqual([
      { path: 'name', message: 'Obligatoire' },
      { path: 'date', message: 'Format français invalide' },
      { path: 'stops', message: 'Obligatoire' },
      { path: 'couleur', message: 'Champ non autorisé' },
    ]);
    await expectNothingWritten();
  });

  it("a stop's invalid time, its end equal to its start, its missing prestation → 400 on that stop", async () => {
    const { siteId } = agency;
    const answer = await save({
      ...circuitBody('2031-02-03', [[siteId, '08:00', '09:00']]),
      stops: [
        circuitStop(siteId, '08:00', '09:00'),
        { ...circuitStop(siteId, '25:00', '10:00') },
        { ...circuitStop(siteId, '10:00', '10:00') },
        { ...circuitStop(siteId, '11:00', '12:00'), prestation: { label: '', unitPrice: '30.00' } },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.issues).toEqual([
      { path: 'stops.1.startTime', message: 'Heure invalide' },
      { path: 'stops.2.endTime', message: 'La fin du service doit être postérieure à son début' },
      { path: 'stops.3.prestation.label', message: 'Obligatoire' },
    ]);
    await expectNothingWritten();
  });

  it('more than 30 stops → 400', async () => {
    const stops = Array.from({ length: 31 }, () => [agency.siteId, '08:00', '09:00'] as [string, string, string]);
    const answer = await save(circuitBody('2031-02-03', stops));
    expect(answer.error?.details?.issues).toEqual([{ path: 'stops', message: 'Un circuit compte au plus 30 étapes' }]);
    await expectNothingWritten();
  });

  it("another agency's site on a stop, or an archived one → 400 under that stop's site", async () => {
    const other = await planningAgency(h);
    const unknown = await save(
      circuitBody('2031-02-03', [
        [agency.siteId, '08:00', '09:00'],
        [other.siteId, '09:00', '10:00'],
      ]),
    );
    expect([unknown.status, unknown.error?.details?.issues]).toEqual([
      400,
      [{ path: 'stops.1.siteId', message: 'Site introuvable' }],
    ]);
    const archived = await insertTestSite(h, agency.agencyId, { status: 300 });
    const refused = await save(circuitBody('2031-02-03', [[archived.siteId, '08:00', '09:00']]));
    expect(refused.error?.details?.issues).toEqual([{ path: 'stops.0.siteId', message: 'Ce site est archivé' }]);
    await expectNothingWritten();
  });

  it("another agency's collaborator → 400 on agentIds", async () => {
    const other = await planningAgency(h);
    const answer = await save(
      circuitBody('2031-02-03', [[agency.siteId, '08:00', '09:00']], { agentIds: [other.agentId] }),
    );
    expect([answer.status, answer.error?.details?.issues]).toEqual([
      400,
      [{ path: 'agentIds', message: 'Collaborateur introuvable' }],
    ]);
    await expectNothingWritten();
  });
});

describe('reading circuits', () => {
  it("another agency's circuit, an unknown one or a malformed id → 404 'Circuit introuvable'", async () => {
    const other = await planningAgency(h);
    const created = await h.request('POST', `/agency/${other.agencyId}/circuit`, {
      token: other.owner,
      json: circuitBody('2031-02-03', [[other.siteId, '08:00', '09:00']]),
    });
    expect(created.status).toBe(201);
    const theirs = (created.body as { id: string }).id;
    for (const id of [theirs, uuidv7(), 'pas-un-uuid']) {
      const answer = await h.request('GET', `/agency/${agency.agencyId}/circuit/${id}`, { token: agency.owner });
      expect([id, answer.status, answer.error?.code, answer.error?.message]).toEqual([
        id,
        404,
        'CIRCUIT_NOT_FOUND',
        'Circuit introuvable',
      ]);
    }
    // Nor is it listed, planned or counted here.
    const listed = await h.request('POST', `/agency/${agency.agencyId}/fetch/circuits`, {
      token: agency.owner,
      json: {},
    });
    expect((listed.body as { filteredCount: number }).filteredCount).toBe(0);
  });

  it('a period upside down or longer than a year, a planning window over 62 days, a bad status → 400', async () => {
    const post = (path: string, json: unknown) =>
      h.request('POST', `/agency/${agency.agencyId}/fetch/${path}`, { token: agency.owner, json });
    const upsideDown = await post('count-circuits', { from: '2031-03-01', to: '2031-02-01' });
    expect(upsideDown.error?.details?.issues).toEqual([
      { path: 'to', message: 'La date de fin doit être postérieure ou égale à la date de début' },
    ]);
    const tooLong = await post('circuits-errors', { from: '2031-01-01', to: '2032-01-02' });
    expect(tooLong.error?.details?.issues).toEqual([
      { path: 'to', message: 'Doit être inférieure ou égale à 1 an(s)' },
    ]);
    const window = await post('circuits-planning', { from: '2031-01-01', to: '2031-03-31' });
    expect([window.status, window.error?.code, window.error?.message]).toEqual([
      400,
      'PLANNING_RANGE_TOO_LONG',
      'La période affichée ne peut pas dépasser 62 jours',
    ]);
    const status = await post('circuits', { filters: { status: 300 } });
    expect([status.status, status.error?.details?.issues]).toEqual([
      400,
      [{ path: 'filters.status', message: 'Format invalide' }],
    ]);
  });
});
