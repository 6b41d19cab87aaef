import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '@portal/contracts';
import type { AppEnv } from '../http/env.js';
import { createHttpApp } from '../http/create-http-app.js';
import { createLogger } from '../logger.js';
import { call } from '../testing/call.js';
import { createTestTokens } from '../testing/tokens.js';
import { authenticate } from './middleware.js';

/** A service's two kinds of agency routes: one that needs the subscription, one of the payment pages. */
async function gatedApp() {
  const tokens = await createTestTokens();
  const app = createHttpApp({
    service: 'kit-test',
    logger: createLogger('kit-test', 'silent'),
    ready: async () => true,
  });
  app.route(
    '/',
    new Hono<AppEnv>()
      .get('/planning', authenticate(tokens.verify), (c) => c.json({ ok: true }))
      .get('/payments', authenticate(tokens.verify, { subscription: 'optional' }), (c) => c.json({ ok: true })),
  );
  return { app, tokens };
}

const past = new Date(Date.now() - 60_000).toISOString();
const future = new Date(Date.now() + 3_600_000).toISOString();

describe('the subscription gate (00 §2.1, 02 §6)', () => {
  it('an agency past its access gets 402 SUBSCRIPTION_REQUIRED in French, but on the payment pages’ calls', async () => {
    const { app, tokens } = await gatedApp();
    for (const access of [past, null]) {
      const token = await tokens.sign(tokens.claims({ agency: uuidv7(), access }));
      const refused = await call(app, 'GET', '/planning', { token });
      expect(refused.status).toBe(402);
      expect(refused.error).toMatchObject({
        code: 'SUBSCRIPTION_REQUIRED',
        message:
          "Votre abonnement n'est plus valide : seules les pages d'accueil, d'essai gratuit et de paiement restent accessibles",
      });
      expect((await call(app, 'GET', '/payments', { token })).status).toBe(200);
    }
  });

  it('an agency within its trial or paid period, support and the super admin pass', async () => {
    const { app, tokens } = await gatedApp();
    const agency = uuidv7();
    const claims = [
      tokens.claims({ agency, access: future }),
      tokens.claims({ agency, role: 'support', access: null }),
      tokens.claims({ agency, role: 'super_admin', access: past }),
    ];
    for (const claim of claims) {
      expect((await call(app, 'GET', '/planning', { token: await tokens.sign(claim) })).status).toBe(200);
    }
  });

  it('the access is read at each call: a token whose access ends during its life is refused from then on', async () => {
    const { app, tokens } = await gatedApp();
    const soon = new Date(Date.now() + 300).toISOString();
    const token = await tokens.sign(tokens.claims({ agency: uuidv7(), access: soon }));
    expect((await call(app, 'GET', '/planning', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await call(app, 'GET', '/planning', { token })).status).toBe(402);
  });
});
