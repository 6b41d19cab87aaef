import { pino } from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs on stdout, one line per entry, named after the service. */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: service, level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
