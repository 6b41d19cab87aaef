import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingDashboardSchema, uuidv7 } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /agency/:agencyId/dashboard', () => {
  it('counts what billing holds: audited writes, and when the agency and its settings last changed', async () => {
    const agency = await h.provisionAgency();
    const path = `/agency/${agency.agencyId}/dashboard`;
    const token = await h.tokenFor(agency.agencyId, { role: 'staff', rights: ['dashboard.list'] });

    const before = BillingDashboardSchema.parse((await h.request('GET', path, { token })).body);
    expect(before.auditEntries).toBe(0);
    expect(before.settingsUpdatedAt).toBe(before.provisionedAt);

    const support = await h.tokenFor(agency.agencyId, {
      role: 'support',
      act: { sub: uuidv7(), email: 'support@plateforme.test' },
    });
    const put = await h.request('PUT', `/agency/${agency.agencyId}/settings`, {
      token: support,
      json: { estimateValidityDays: 60 },
    });
    expect(put.status).toBe(200);

    const after = BillingDashboardSchema.parse((await h.request('GET', path, { token })).body);
    expect(after.auditEntries).toBe(1);
    expect(after.provisionedAt).toBe(before.provisionedAt);
    expect(Date.parse(after.settingsUpdatedAt)).toBeGreaterThan(Date.parse(before.settingsUpdatedAt));
  });
});
