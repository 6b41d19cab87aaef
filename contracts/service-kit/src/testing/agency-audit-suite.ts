import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditListSchema, uuidv7 } from '@portal/contracts';
import type { AgencyServiceHarness } from './agency-service-harness.js';

export type AgencyAuditSuiteOptions = {
  start: () => Promise<AgencyServiceHarness>;
  /** The service's name, as its audit lines carry it. */
  service: string;
  /** A valid `PUT /agency/{id}/settings` body, different for each `value`: the audited write. */
  settingsBody: (value: number) => object;
};

/** `GET /agency/:agencyId/audit` of a service that keeps settings of the agency (the kit's audit route). */
export function agencyAuditSuite(options: AgencyAuditSuiteOptions) {
  let h: AgencyServiceHarness;
  beforeAll(async () => {
    h = await options.start();
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('GET /agency/:agencyId/audit', () => {
    it("lists support's writes in the agency, newest first, for the owner and for support", async () => {
      const agency = await h.provisionAgency();
      const other = await h.provisionAgency();
      const supportUser = { sub: uuidv7(), email: 'support@plateforme.test' };
      for (const [agencyId, value] of [
        [agency.agencyId, 30],
        [other.agencyId, 31],
        [agency.agencyId, 32],
      ] as const) {
        const token = await h.tokenFor(agencyId, { role: 'support', act: supportUser });
        const json = options.settingsBody(value);
        const peer = '203.0.113.40';
        expect((await h.request('PUT', `/agency/${agencyId}/settings`, { token, json, peer })).status).toBe(200);
      }

      for (const role of ['owner', 'support', 'super_admin'] as const) {
        const token = await h.tokenFor(agency.agencyId, { role });
        const answer = await h.request('GET', `/agency/${agency.agencyId}/audit`, { token });
        expect(answer.status).toBe(200);
        const audit = AuditListSchema.parse(answer.body);
        expect(audit.filteredCount).toBe(2);
        expect(audit.data.map((entry) => entry.agencyId)).toEqual([agency.agencyId, agency.agencyId]);
        expect(Date.parse(audit.data[0]?.occurredAt ?? '')).toBeGreaterThanOrEqual(
          Date.parse(audit.data[1]?.occurredAt ?? ''),
        );
        expect(audit.data[0]).toMatchObject({
          alteredByUserId: supportUser.sub,
          alteredByEmail: supportUser.email,
          service: options.service,
          clientIp: '203.0.113.40',
        });
      }
    });

    it('answers an empty list for an agency support never acted in', async () => {
      const agency = await h.provisionAgency();
      const answer = await h.request('GET', `/agency/${agency.agencyId}/audit`, {
        token: await h.tokenFor(agency.agencyId),
      });
      expect(AuditListSchema.parse(answer.body)).toEqual({ data: [], filteredCount: 0 });
    });
  });
}
