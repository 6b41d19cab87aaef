import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler.js';

const withCode = (code: string, message = 'failure') => Object.assign(new Error(message), { code });

describe('toAppError', () => {
  it('answers 503 with Retry-After when the database is away (restart, failover, unreachable)', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'CONNECTION_CLOSED',
      'CONNECT_TIMEOUT',
      '57P01',
      '57P03',
      '08006',
    ]) {
      const error = toAppError(withCode(code));
      expect([code, error.code, error.status, error.headers['retry-after']]).toEqual([
        code,
        'SERVICE_UNAVAILABLE',
        503,
        '1',
      ]);
    }
  });

  it('keeps 500 for what is not an outage, and the known client mistakes as they were', () => {
    expect(toAppError(new Error('boom')).status).toBe(500);
    expect(toAppError(withCode('42P01')).status).toBe(500);
    expect(toAppError(withCode('23505')).code).toBe('CONFLICT');
    expect(toAppError(withCode('22P02')).code).toBe('NOT_FOUND');
  });
});
