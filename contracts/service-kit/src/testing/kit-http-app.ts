import { z } from 'zod';
import { authenticate } from '../auth/middleware.js';
import { AppError } from '../http/app-error.js';
import { createHttpApp, type HttpOptions } from '../http/create-http-app.js';
import { validate } from '../http/validate.js';
import { createLogger } from '../logger.js';
import { call, type CallOptions } from './call.js';
import { createTestTokens } from './tokens.js';

/**
 * The kit's HTTP app with a few routes of the kinds a service has (public, behind a token, with a
 * validated body, refused with a rate-limit header), for the tests of the kit's own middleware.
 */
export async function startKitHttpApp(options: HttpOptions & { ready?: () => Promise<boolean> } = {}) {
  const tokens = await createTestTokens();
  const app = createHttpApp({
    ...options,
    service: 'kit-test',
    logger: createLogger('kit-test', process.env.TEST_LOG_LEVEL ?? 'silent'),
    ready: options.ready ?? (async () => true),
  });
  app
    .get('/version', (c) => c.json({ version: 'test' }))
    .get('/user', authenticate(tokens.verify), (c) => c.json({ userId: c.get('session').userId }))
    .post('/things', validate('json', z.strictObject({ name: z.string().min(1) })), (c) =>
      c.json(c.req.valid('json'), 201),
    )
    .post('/login_check', () => {
      throw new AppError('LOGIN_THROTTLED', { params: { delay: '15 minutes' }, headers: { 'retry-after': '900' } });
    });
  return {
    app,
    tokens,
    request: (method: string, path: string, callOptions: CallOptions = {}) => call(app, method, path, callOptions),
    /** A browser's preflight: the page at `origin` asks whether it may send `method` with these headers. */
    preflight: (path: string, origin: string, method = 'GET', headers = 'authorization') =>
      call(app, 'OPTIONS', path, {
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
      }),
  };
}
