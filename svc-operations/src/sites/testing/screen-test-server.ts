/**
 * Test support for the screens' component tests (mf-planning's `testing/operations-server.ts` runs it
 * in a child process with `node --import tsx`): the real svc-operations app on a database of its own,
 * served on a free port, and a few commands over the process channel to make what a screen test
 * needs (an agency, customers, sites, signed tokens). A front end never imports a service: it talks
 * to this process over HTTP like the portal does.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AccessClaims, SaveSiteInput } from '@portal/contracts';
import { createEvent, createLogger, transaction } from '@portal/service-kit';
import { agencyCreatedPayload } from '@portal/service-kit/testing/agency-events';
import { call, type CallOptions } from '@portal/service-kit/testing/call';
import { startServiceDatabase } from '@portal/service-kit/testing/service-database';
import { createTestTokens } from '@portal/service-kit/testing/tokens';
import { agencyEventHandlers } from '../../agencies/events.js';
import { createApp } from '../../app.js';
import { addCustomer, createSiteThroughApi } from './fixtures.js';

const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url));
const database = await startServiceDatabase('operations', migrationsDir);
const logger = createLogger('operations-screens-test', 'silent');
const tokens = await createTestTokens();
const app = createApp({ sql: database.sql, logger, verify: tokens.verify, ready: async () => true });
const h = {
  sql: database.sql,
  tokenFor: (agencyId: string | null, claims: Partial<AccessClaims> = {}) =>
    tokens.sign(tokens.claims({ agency: agencyId, ...claims })),
  request: (method: string, path: string, options: CallOptions = {}) => call(app, method, path, options),
};
const provisioning = agencyEventHandlers(logger);

const commands = {
  async provisionAgency() {
    const payload = agencyCreatedPayload();
    const event = createEvent('identity.agency.created', payload, { agencyId: payload.agencyId, actor: null });
    await transaction(database.sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) =>
      provisioning['identity.agency.created'](tx, event),
    );
    return payload;
  },
  addCustomer: (agencyId: string, overrides: Record<string, unknown>) =>
    // The fixtures only read `sql` of the harness for this.
    addCustomer(h as never, agencyId, overrides),
  createSite: (agencyId: string, body: SaveSiteInput) => createSiteThroughApi(h as never, agencyId, body),
  sign: (claims: AccessClaims) => tokens.sign(claims),
  claims: async (overrides: Partial<AccessClaims>) => tokens.claims(overrides),
};
export type OperationsCommands = typeof commands;

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${info.port}` });
});

type Request = { id: number; command: keyof typeof commands; args: unknown[] } | { type: 'close' };
process.on('message', (message: Request) => {
  if ('type' in message) {
    server.close();
    void database.close().finally(() => process.exit(0));
    return;
  }
  const run = commands[message.command] as (...args: unknown[]) => Promise<unknown>;
  Promise.resolve()
    .then(() => run(...message.args))
    .then(
      (result) => process.send?.({ id: message.id, ok: true, result }),
      (error: unknown) => process.send?.({ id: message.id, ok: false, error: String(error) }),
    );
});
