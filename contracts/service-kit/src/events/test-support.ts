import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { AgencyCreatedPayload, StreamName } from '@portal/contracts';
import { pino } from 'pino';
import type { Sql } from '../db/connect.js';
import type { Logger } from '../logger.js';
import { startNatsServer, type TestNatsServer } from '../testing/nats-server.js';
import { startServiceDatabase } from '../testing/service-database.js';
import { connectNats } from './nats.js';

/** Test support for the event tests (not exported by the kit). */

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A pino logger writing JSON lines into an array the test can assert on. */
export function captureLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

export function agencyCreatedPayload(agencyId: string, name = 'Agence Test'): AgencyCreatedPayload {
  return {
    agencyId,
    name,
    activity: 'security',
    currency: 'EUR',
    vatLabel: 'TVA',
    holidayLocale: 'fr',
    country: 'FR',
    stockSimplified: false,
    limits: { agentsLimit: 10, accountsLimit: 10, freeAccounts: 2 },
  };
}

export type EventsEnvironment = {
  sql: Sql;
  nc: NatsConnection;
  server: TestNatsServer;
  logger: Logger;
  lines: LogLine[];
  close(): Promise<void>;
};

/** A database of its own with the kit migrations, a nats-server of its own and a connection to each. */
export async function startEventsEnvironment(service: string): Promise<EventsEnvironment> {
  const database = await startServiceDatabase(service, null);
  const server = await startNatsServer();
  const { logger, lines } = captureLogger();
  const nc = await connectNats(server.url, logger);
  return {
    sql: database.sql,
    nc,
    server,
    logger,
    lines,
    async close() {
      await nc.close();
      await database.close();
      await server.destroy();
    },
  };
}

export type StoredEvent = { seq: number; subject: string; msgId: string | undefined; body: Record<string, unknown> };

/** Every message of a stream, in stream order. */
export async function storedEvents(nc: NatsConnection, stream: StreamName): Promise<StoredEvent[]> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(stream);
  const events: StoredEvent[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const stored = await jsm.streams.getMessage(stream, { seq });
    if (!stored) continue;
    events.push({
      seq,
      subject: stored.subject,
      msgId: stored.header.get('Nats-Msg-Id') || undefined,
      body: stored.json(),
    });
  }
  return events;
}
