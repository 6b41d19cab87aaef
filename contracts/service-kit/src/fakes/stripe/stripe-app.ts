import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiKeyKind, readApiKey, requireClientSecret, requireSecretKey, type ApiKeyKind } from './api-keys.js';
import { expandAnswer } from './expand.js';
import { releaseAfterAnswer, requestContext, type AfterAnswer, type FakeCore } from './fake-context.js';
import { parseForm, type FormObject } from './form-params.js';
import { newId } from './ids.js';
import type { IdempotencyStore, SavedAnswer } from './idempotency.js';
import { Params } from './params.js';
import { FAKE_ROUTES, clientSecretOf, type FakeRoute } from './routes.js';
import { StripeFakeError } from './stripe-error.js';

/** One call the fake received, for tests to assert on (e.g. that every write carried a key). */
export type RecordedRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: FormObject;
  /** The kind of key it carried; null for none or an invalid one. */
  apiKey: ApiKeyKind | null;
  status: number;
  /** Answered from the idempotency store, without running again. */
  replayed: boolean;
};

export type StripeAppDeps = {
  core: FakeCore;
  idempotency: IdempotencyStore;
  requests: RecordedRequest[];
  browserScript: string;
};

type AppEnv = { Bindings: Partial<HttpBindings> };

/** Runs `task` once the answer has gone out (or right away outside Node's server, in `app.request`). */
function afterAnswer(c: Context<AppEnv>, task: () => void): void {
  const outgoing = c.env?.outgoing;
  if (!outgoing) {
    setImmediate(task);
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  outgoing.once('finish', once);
  outgoing.once('close', once);
}

async function readForm(c: Context<AppEnv>): Promise<FormObject> {
  const query = parseForm(new URL(c.req.url).search.slice(1));
  return c.req.method === 'POST' ? { ...query, ...parseForm(await c.req.text()) } : query;
}

/**
 * Authorizes the call, then answers it: from the idempotency store when its key was seen, else by
 * running the route (`expand` applied). Stripe's refusals become `{ error }` with their status.
 */
function run(
  deps: StripeAppDeps,
  route: FakeRoute,
  call: {
    id: string;
    form: FormObject;
    authorization: string | undefined;
    path: string;
    idempotencyKey: string | null;
  },
  after: AfterAnswer,
  requestId: string,
): { answer: SavedAnswer; apiKey: ApiKeyKind | null; replayed: boolean } {
  const ctx = requestContext(deps.core, { id: requestId, idempotency_key: call.idempotencyKey }, after);
  let apiKey: ApiKeyKind | null = null;
  try {
    const params = new Params(call.form);
    if (route.access !== 'client-secret') apiKey = apiKeyKind(readApiKey(call.authorization));
    if (route.access === 'secret') requireSecretKey(apiKey);
    if (route.access !== 'secret' && apiKey !== 'secret') {
      requireClientSecret(params.string('client_secret'), clientSecretOf(ctx, call.id));
    }
    params.assertKnown([...route.params, 'expand']);
    const saved = call.idempotencyKey ? deps.idempotency.replay(call.idempotencyKey, call.path, call.form) : undefined;
    if (saved) return { answer: saved, apiKey, replayed: true };
    const result = route.handle(ctx, { id: call.id, params });
    const answer = { status: 200, body: JSON.stringify(expandAnswer(result, params.list('expand') ?? [], ctx.store)) };
    if (call.idempotencyKey) deps.idempotency.save(call.idempotencyKey, call.path, call.form, answer);
    return { answer, apiKey, replayed: false };
  } catch (error) {
    if (!(error instanceof StripeFakeError)) throw error;
    const answer = { status: error.status, body: JSON.stringify({ error: error.body }) };
    // Stripe keeps the answer of a call that ran (a declined card), not of one refused before running.
    if (call.idempotencyKey && error.status === 402) {
      deps.idempotency.save(call.idempotencyKey, call.path, call.form, answer);
    }
    return { answer, apiKey, replayed: false };
  }
}

function routeHandler(deps: StripeAppDeps, route: FakeRoute) {
  return async (c: Context<AppEnv>) => {
    const requestId = newId('req');
    const form = await readForm(c);
    const path = c.req.path;
    const idempotencyKey = c.req.method === 'POST' ? (c.req.header('idempotency-key') ?? null) : null;
    const after: AfterAnswer = { events: [], tasks: [] };
    const call = {
      id: c.req.param('id') ?? '',
      form,
      authorization: c.req.header('authorization'),
      path,
      idempotencyKey,
    };
    const { answer, apiKey, replayed } = run(deps, route, call, after, requestId);
    deps.requests.push({
      method: c.req.method,
      path,
      idempotencyKey,
      params: form,
      apiKey,
      status: answer.status,
      replayed,
    });
    if (after.events.length > 0 || after.tasks.length > 0) afterAnswer(c, () => releaseAfterAnswer(deps.core, after));
    return c.body(answer.body, answer.status as ContentfulStatusCode, {
      'content-type': 'application/json',
      'request-id': requestId,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
  };
}

/** The fake's HTTP face: Stripe's API subset, the fake browser script at `/v3/`, CORS open to all. */
export function createStripeApp(deps: StripeAppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'stripe-version'],
      exposeHeaders: ['request-id', 'idempotent-replayed'],
      maxAge: 600,
    }),
  );
  const script = (c: Context<AppEnv>) =>
    c.body(deps.browserScript, 200, {
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  app.get('/v3', script);
  app.get('/v3/', script);
  for (const route of FAKE_ROUTES) app.on(route.method, route.path, routeHandler(deps, route));
  app.notFound((c) =>
    c.json(
      {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${c.req.method}: ${c.req.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        },
      },
      404,
    ),
  );
  app.onError((error, c) =>
    c.json({ error: { type: 'api_error', message: `The local Stripe fake failed: ${error.message}` } }, 500),
  );
  return app;
}
