import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditListSchema, DEFAULT_OPERATIONS_SETTINGS, OperationsSettingsSchema, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /agency/:agencyId/settings', () => {
  it("answers the agency's settings, provisioned with the defaults and identity's stock flag", async () => {
    const agency = await h.provisionAgency({ stockSimplified: true });
    const answer = await h.request('GET', `/agency/${agency.agencyId}/settings`, {
      token: await h.tokenFor(agency.agencyId),
    });
    expect(answer.status).toBe(200);
    expect(OperationsSettingsSchema.parse(answer.body)).toEqual({
      ...DEFAULT_OPERATIONS_SETTINGS,
      stockSimplified: true,
    });
  });

  it('is open to a collaborator holding the agency-settings consultation right', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId, { role: 'staff', rights: ['agencySettings.list'] });
    expect((await h.request('GET', `/agency/${agency.agencyId}/settings`, { token })).status).toBe(200);
  });
});

describe('PUT /agency/:agencyId/settings', () => {
  it('merges the fields given, one planning check at a time, and keeps them', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId);
    const answer = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token,
      json: {
        hoursLimit: 39,
        nightStart: '22:00',
        planningChecks: { AGENT_REST_11H: 'forbid', AGENT_EXPIRED: 'disabled' },
      },
    });
    expect(answer.status).toBe(200);
    const expected = {
      ...DEFAULT_OPERATIONS_SETTINGS,
      hoursLimit: 39,
      nightStart: '22:00',
      planningChecks: {
        ...DEFAULT_OPERATIONS_SETTINGS.planningChecks,
        AGENT_REST_11H: 'forbid',
        AGENT_EXPIRED: 'disabled',
      },
    };
    expect(OperationsSettingsSchema.parse(answer.body)).toEqual(expected);

    const second = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token,
      json: { planningChecks: { AGENT_EXPIRED: 'warning' } },
    });
    expect(OperationsSettingsSchema.parse(second.body).planningChecks).toEqual({
      ...expected.planningChecks,
      AGENT_EXPIRED: 'warning',
    });

    const read = await h.request('GET', `/agency/${agency.agencyId}/settings`, { token });
    expect(read.body).toEqual(second.body);
  });

  it('keeps every field of concurrent writes (each read-merge-write holds the row)', async () => {
    const agency = await h.provisionAgency();
    const token = await h.tokenFor(agency.agencyId);
    const codes = [
      'AGENT_REST_11H',
      'AGENT_SPACE_11H',
      'AGENT_EXPIRED',
      'AGENT_UNAVAILABLE',
      'AGENT_RESTRICTION',
    ] as const;
    const answers = await Promise.all(
      codes.map((code) =>
        h.request('PUT', `/agency/${agency.agencyId}/settings`, {
          token,
          json: { planningChecks: { [code]: 'forbid' } },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(codes.map(() => 200));
    const read = OperationsSettingsSchema.parse(
      (await h.request('GET', `/agency/${agency.agencyId}/settings`, { token })).body,
    );
    for (const code of codes) expect(read.planningChecks[code]).toBe('forbid');
  });

  it('audits a write made by support acting as the agency, and only that one', async () => {
    const agency = await h.provisionAgency();
    const owner = await h.tokenFor(agency.agencyId);
    const supportUser = { sub: uuidv7(), email: 'support@plateforme.test' };
    const altered = await h.tokenFor(agency.agencyId, { role: 'support', act: supportUser });

    expect(
      (await h.request('PUT', `/agency/${agency.agencyId}/settings`, { token: owner, json: { hoursLimit: 30 } }))
        .status,
    ).toBe(200);
    expect((await h.request('GET', `/agency/${agency.agencyId}/settings`, { token: altered })).status).toBe(200);
    expect(
      (await h.request('PUT', `/agency/${agency.agencyId}/settings`, { token: altered, json: { hoursLimit: 31 } }))
        .status,
    ).toBe(200);

    const audit = AuditListSchema.parse(
      (await h.request('GET', `/agency/${agency.agencyId}/audit`, { token: owner })).body,
    );
    expect(audit.filteredCount).toBe(1);
    expect(audit.data).toEqual([
      expect.objectContaining({
        agencyId: agency.agencyId,
        alteredByUserId: supportUser.sub,
        alteredByEmail: supportUser.email,
        action: 'PUT /agency/:agencyId/settings',
        service: 'operations',
      }),
    ]);
  });
});
