import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../testing/call.js';
import type { AppEnv } from './env.js';
import { errorHandler } from './error-handler.js';
import { validate } from './validate.js';
import { createLogger } from '../logger.js';

/** A refinement that throws on a value of the wrong form, as `epochDayOf('abc')` does. */
const Period = z.strictObject({ from: z.iso.date(), to: z.iso.date() }).refine((period) => {
  if (Number.isNaN(Date.parse(period.to))) throw new RangeError(`Invalid date: ${period.to}`);
  return true;
});

const app = new Hono<AppEnv>()
  .post('/period', validate('json', Period), (c) => c.json(c.req.valid('json')))
  .onError(errorHandler(createLogger('kit-test', 'silent')));

describe('validate', () => {
  it('answers 400, not 500, when a refinement throws on a malformed value', async () => {
    const answer = await call(app, 'POST', '/period', { json: { from: '2026-03-01', to: 'abc' } });
    expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('still answers each field with its French message, and passes a valid value on', async () => {
    const refused = await call(app, 'POST', '/period', { json: { from: '2026-03-01', extra: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.error?.details).toEqual({
      issues: expect.arrayContaining([
        { path: 'to', message: 'Obligatoire' },
        { path: 'extra', message: 'Champ non autorisé' },
      ]),
    });
    const valid = await call(app, 'POST', '/period', { json: { from: '2026-03-01', to: '2026-03-31' } });
    expect([valid.status, valid.body]).toEqual([200, { from: '2026-03-01', to: '2026-03-31' }]);
  });
});
