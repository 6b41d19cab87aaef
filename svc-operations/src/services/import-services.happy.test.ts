import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  localDateOf,
  ServiceImportReportSchema,
  toFrenchDateText,
  type ServiceImportRow,
} from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planningAgency, serviceBody, serviceEvents } from './test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const today = localDateOf(Date.now());
const inDays = (days: number) => addDays(today, days);

function row(line: number, overrides: Partial<ServiceImportRow> = {}): ServiceImportRow {
  return {
    line,
    site: 'residence les oliviers',
    date: toFrenchDateText(inDays(20)),
    startTime: '08:00',
    endTime: '16:00',
    prestation: 'Gardiennage de jour',
    unitPrice: '24,50',
    billingMode: 'Horaire',
    nbAgents: 1,
    ...overrides,
  };
}

/** One good row, then one of each issue: no start time, in the past, an existing service, an unknown site. */
async function importFile(dryRun: boolean) {
  const { agencyId, siteId, owner } = await planningAgency(h);
  const existing = await h.request('POST', `/agency/${agencyId}/services`, {
    token: owner,
    json: serviceBody(siteId, inDays(30)),
  });
  expect(existing.status).toBe(201);
  const answer = await h.request('POST', `/agency/${agencyId}/services/import`, {
    token: owner,
    json: {
      dryRun,
      rows: [
        row(2),
        row(3, { startTime: null }),
        row(4, { date: inDays(-1) }),
        row(5, { date: inDays(30) }),
        row(6, { site: 'Entrepôt Nord' }),
      ],
    },
  });
  expect(answer.status).toBe(200);
  return { agencyId, owner, report: ServiceImportReportSchema.parse(answer.body) };
}

const expectedIssues = [
  { line: 3, kind: 'NO_START_AT', message: 'Heure de début manquante' },
  { line: 4, kind: 'OUT_OF_BOUNDS', message: expect.stringContaining('est passé') },
  { line: 5, kind: 'ALREADY_EXISTS', message: expect.stringContaining('S-000001') },
  { line: 6, kind: 'UNKNOWN_SITE', message: '« Entrepôt Nord » : aucun site actif de ce nom' },
];

describe('service import', () => {
  it('imports the good row without agents, announced, and reports each other row with its kind', async () => {
    const { agencyId, owner, report } = await importFile(false);
    expect(report).toEqual({ imported: 1, issues: expectedIssues });

    const list = await h.request('POST', `/agency/${agencyId}/fetch/services`, { token: owner, json: {} });
    const services = (
      list.body as { data: { reference: string; startAt: string; agents: unknown[]; siteName: string }[] }
    ).data;
    expect(services).toHaveLength(2);
    const imported = services.find((service) => service.reference === 'S-000002')!;
    expect(imported).toMatchObject({ siteName: 'Résidence Les Oliviers', agents: [] });
    expect(localDateOf(imported.startAt)).toBe(inDays(20));

    const events = await serviceEvents(h, agencyId);
    expect(events.map((event) => event.subject)).toEqual(['operations.service.created', 'operations.service.created']);
    expect(events[1]!.payload).toMatchObject({ reference: 'S-000002' });
  });

  it('a dry run reports the same and writes nothing', async () => {
    const { agencyId, owner, report } = await importFile(true);
    expect(report).toEqual({ imported: 1, issues: expectedIssues });
    const list = await h.request('POST', `/agency/${agencyId}/fetch/services`, { token: owner, json: {} });
    expect((list.body as { data: unknown[] }).data).toHaveLength(1);
    expect(await serviceEvents(h, agencyId)).toHaveLength(1);
  });

  it('reports a duplicate within the file and an invalid price', async () => {
    const { agencyId, owner } = await planningAgency(h);
    const answer = await h.request('POST', `/agency/${agencyId}/services/import`, {
      token: owner,
      json: { dryRun: true, rows: [row(2), row(3), row(4, { date: inDays(21), unitPrice: 'beaucoup' })] },
    });
    expect(ServiceImportReportSchema.parse(answer.body)).toEqual({
      imported: 1,
      issues: [
        { line: 3, kind: 'ALREADY_EXISTS', message: "Même service qu'à la ligne 2" },
        { line: 4, kind: 'INVALID_ROW', message: 'Prix unitaire HT : Montant invalide' },
      ],
    });
  });
});
