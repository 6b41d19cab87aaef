import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_MAX_BYTES } from '@portal/contracts';
import type { AgencyServiceHarness } from './agency-service-harness.js';

export type AgencySettingsInputSuiteOptions = {
  start: () => Promise<AgencyServiceHarness>;
  /** A valid body changing one setting (sent with a refused field to prove nothing is written). */
  validBody: object;
  /** What `GET /agency/{id}/settings` answers for a newly provisioned agency. */
  provisionedSettings: object;
};

/**
 * The bad input every `PUT /agency/:agencyId/settings` refuses the same way, whatever its settings:
 * broken JSON, a body that is not an object, an unknown field, a body over the limit, an empty body.
 * Each service's own test adds the refusals of its own fields.
 */
export function agencySettingsInputSuite(options: AgencySettingsInputSuiteOptions) {
  describe('PUT /agency/:agencyId/settings refuses malformed input', () => {
    let h: AgencyServiceHarness;
    let path: string;
    let token: string;
    beforeAll(async () => {
      h = await options.start();
      const agency = await h.provisionAgency();
      path = `/agency/${agency.agencyId}/settings`;
      token = await h.tokenFor(agency.agencyId);
    });
    afterAll(async () => {
      await h?.close();
    });

    async function expectUnchanged() {
      const read = await h.request('GET', path, { token });
      expect(read.body).toEqual(options.provisionedSettings);
    }

    it('malformed JSON → 400 INVALID_JSON', async () => {
      const answer = await h.request('PUT', path, { token, raw: JSON.stringify(options.validBody).slice(0, -1) });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('INVALID_JSON');
      expect(answer.error?.message).toBe("Le contenu envoyé n'est pas un JSON valide");
      await expectUnchanged();
    });

    it('an unknown field → 400 VALIDATION_FAILED "Champ non autorisé", nothing written', async () => {
      const json = { ...options.validBody, agencyId: '0190a8c0-0000-7000-8000-000000000001' };
      const answer = await h.request('PUT', path, { token, json });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('VALIDATION_FAILED');
      expect(answer.error?.details?.issues).toEqual([{ path: 'agencyId', message: 'Champ non autorisé' }]);
      await expectUnchanged();
    });

    it.each([
      ['an array', [{}]],
      ['a string', 'a=1'],
    ])('a body that is %s, not an object → 400 VALIDATION_FAILED', async (_label, json) => {
      const answer = await h.request('PUT', path, { token, json });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('VALIDATION_FAILED');
    });

    it('a body over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
      const raw = JSON.stringify({ ...options.validBody, padding: 'x'.repeat(JSON_BODY_MAX_BYTES) });
      const answer = await h.request('PUT', path, { token, raw });
      expect(answer.status).toBe(413);
      expect(answer.error?.code).toBe('PAYLOAD_TOO_LARGE');
      await expectUnchanged();
    });

    it('an empty body → 400 NO_CHANGE "Aucun changement à enregistrer"', async () => {
      const answer = await h.request('PUT', path, { token, json: {} });
      expect(answer.status).toBe(400);
      expect(answer.error?.code).toBe('NO_CHANGE');
      expect(answer.error?.message).toBe('Aucun changement à enregistrer');
    });
  });
}
