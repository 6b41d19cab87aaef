import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fr } from '@portal/contracts';
import { call, errorOf } from '@portal/service-kit/testing/call';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { logIn } from '../testing/session-requests.js';

let h: IdentityHarness;
let token: string;
beforeAll(async () => {
  h = await startIdentityHarness();
  token = (await logIn(h.app, (await createAgencyWithOwner(h.sql)).owner)).token;
});
afterAll(async () => h?.close());

const deviceCount = async () =>
  (await h.sql<{ count: number }[]>`select count(*)::int as count from devices`)[0]?.count ?? 0;
async function refusedRegistration(options: Parameters<typeof call>[3]) {
  const before = await deviceCount();
  const result = await call(h.app, 'POST', '/user/device', { token, ...options });
  expect(await deviceCount()).toBe(before);
  return result;
}

describe('POST /user/device refuses bad bodies with 400 and French texts, storing nothing', () => {
  it('missing, mistyped, too short or too long values and unknown fields', async () => {
    const cases: [unknown, { path: string; message: string }[]][] = [
      [{}, [{ path: 'token', message: 'Obligatoire' }]],
      [{ token: 12345678 }, [{ path: 'token', message: 'Valeur de type invalide' }]],
      [{ token: 'abc' }, [{ path: 'token', message: 'Format invalide' }]],
      [{ token: 'x'.repeat(513) }, [{ path: 'token', message: 'Maximum 512 caractères' }]],
      [
        { token: 'device-token-1', deviceInfos: 'android' },
        [{ path: 'deviceInfos', message: 'Valeur de type invalide' }],
      ],
      [
        { token: 'device-token-1', browserName: 'x'.repeat(81) },
        [{ path: 'browserName', message: 'Maximum 80 caractères' }],
      ],
      [{ token: 'device-token-1', userId: 'someone' }, [{ path: 'userId', message: 'Champ non autorisé' }]],
    ];
    for (const [json, issues] of cases) {
      const result = await refusedRegistration({ json });
      expect(result.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(result)).toEqual({
        code: 'VALIDATION_FAILED',
        message: fr.VALIDATION_FAILED,
        details: { issues },
      });
    }
  });

  it('device infos over 8000 characters', async () => {
    const result = await refusedRegistration({
      json: { token: 'device-token-1', deviceInfos: { blob: 'x'.repeat(9000) } },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).code).toBe('VALIDATION_FAILED');
    expect(errorOf(result).details?.issues).toEqual([{ path: 'deviceInfos', message: 'Maximum 8000 caractères' }]);
  });

  it('malformed JSON → INVALID_JSON; over 1 MB → 413 PAYLOAD_TOO_LARGE', async () => {
    expect(errorOf(await refusedRegistration({ raw: '{"token":' }))).toEqual({
      code: 'INVALID_JSON',
      message: fr.INVALID_JSON,
    });
    const huge = await refusedRegistration({
      raw: JSON.stringify({ token: 'device-token-1', deviceInfos: { blob: 'x'.repeat(1_100_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(errorOf(huge)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Erreur: fichiers volumineux.' });
  });
});

describe('DELETE /user/device/{token}', () => {
  it('an unknown token → 404 DEVICE_NOT_FOUND "Appareil introuvable"', async () => {
    const result = await call(h.app, 'DELETE', '/user/device/never-registered-token', { token });
    expect(result.status).toBe(404);
    expect(errorOf(result)).toEqual({ code: 'DEVICE_NOT_FOUND', message: 'Appareil introuvable' });
  });

  it('a token too long to be a device → 404 DEVICE_NOT_FOUND', async () => {
    const result = await call(h.app, 'DELETE', `/user/device/${'x'.repeat(600)}`, { token });
    expect(errorOf(result).code).toBe('DEVICE_NOT_FOUND');
  });
});
