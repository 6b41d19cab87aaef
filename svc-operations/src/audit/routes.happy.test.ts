import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperationsAuditListSchema, uuidv7 } from '@portal/contracts';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /agency/:agencyId/audit', () => {
  it("lists support's writes in the agency, newest first, for the owner and for support", async () => {
    const agency = await h.provisionAgency();
    const other = await h.provisionAgency();
    const supportUser = { sub: uuidv7(), email: 'support@plateforme.test' };
    for (const [agencyId, hoursLimit] of [
      [agency.agencyId, 30],
      [other.agencyId, 31],
      [agency.agencyId, 32],
    ] as const) {
      const token = await h.tokenFor(agencyId, { role: 'support', act: supportUser });
      expect((await h.request('PUT', `/agency/${agencyId}/settings`, { token, body: { hoursLimit } })).status).toBe(
        200,
      );
    }

    for (const role of ['owner', 'support', 'super_admin'] as const) {
      const token = await h.tokenFor(agency.agencyId, { role });
      const answer = await h.request('GET', `/agency/${agency.agencyId}/audit`, { token });
      expect(answer.status).toBe(200);
      const audit = OperationsAuditListSchema.parse(answer.body);
      expect(audit.filteredCount).toBe(2);
      expect(audit.data.map((entry) => entry.agencyId)).toEqual([agency.agencyId, agency.agencyId]);
      expect(Date.parse(audit.data[0]?.occurredAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(audit.data[1]?.occurredAt ?? ''),
      );
      expect(audit.data[0]).toMatchObject({
        alteredByUserId: supportUser.sub,
        alteredByEmail: supportUser.email,
        service: 'operations',
      });
    }
  });

  it('answers an empty list for an agency support never acted in', async () => {
    const agency = await h.provisionAgency();
    const answer = await h.request('GET', `/agency/${agency.agencyId}/audit`, {
      token: await h.tokenFor(agency.agencyId),
    });
    expect(OperationsAuditListSchema.parse(answer.body)).toEqual({ data: [], filteredCount: 0 });
  });
});
