import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LICENCE_LIMITS, OperationsDashboardSchema, PLANNING_CHECK_CODES, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /agency/:agencyId/dashboard', () => {
  it('counts what operations holds: planning checks by level, limits, audited writes', async () => {
    const agency = await h.provisionAgency();
    const path = `/agency/${agency.agencyId}/dashboard`;
    const token = await h.tokenFor(agency.agencyId, { role: 'staff', rights: ['dashboard.list'] });

    const before = OperationsDashboardSchema.parse((await h.request('GET', path, { token })).body);
    expect(before).toMatchObject({
      planningChecks: { disabled: 0, warning: PLANNING_CHECK_CODES.length, forbid: 0 },
      limits: DEFAULT_LICENCE_LIMITS,
      auditEntries: 0,
    });

    const support = await h.tokenFor(agency.agencyId, {
      role: 'support',
      act: { sub: uuidv7(), email: 'support@plateforme.test' },
    });
    const put = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token: support,
      json: { planningChecks: { AGENT_REST_11H: 'forbid', AGENT_SPACE_11H: 'forbid', AGENT_EXPIRED: 'disabled' } },
    });
    expect(put.status).toBe(200);

    const after = OperationsDashboardSchema.parse((await h.request('GET', path, { token })).body);
    expect(after.planningChecks).toEqual({ disabled: 1, warning: PLANNING_CHECK_CODES.length - 3, forbid: 2 });
    expect(after.auditEntries).toBe(1);
    expect(after.provisionedAt).toBe(before.provisionedAt);
    expect(Date.parse(after.settingsUpdatedAt)).toBeGreaterThan(Date.parse(before.settingsUpdatedAt));
  });
});
