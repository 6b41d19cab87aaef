import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from './service-statuses.js';
import { circuitProgress, circuitStatus } from './circuit-status.js';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const PAST = '2030-06-01T10:00:00.000Z';
const FUTURE = '2030-06-01T14:00:00.000Z';

const stop = (id: string, status: ServiceStatus, endAt = FUTURE) => ({ id, status, endAt });

describe('circuitStatus', () => {
  it('is 400 once every stop is finished', () => {
    expect(circuitStatus([stop('a', 300, PAST), stop('b', 300)], NOW)).toBe(400);
  });

  it('is 200 while a stop is in progress, extended or paused, even past its end', () => {
    for (const status of [200, 250, 500] as const) {
      expect(circuitStatus([stop('a', 300, PAST), stop('b', status, PAST)], NOW)).toBe(200);
    }
  });

  it('is 30 when its end passed with a stop not finished', () => {
    expect(circuitStatus([stop('a', 300, PAST), stop('b', 100, PAST)], NOW)).toBe(30);
    // Its end is its last stop's, whatever their order.
    expect(circuitStatus([stop('a', 100, PAST), stop('b', 100, FUTURE)], NOW)).toBe(100);
  });

  it('is 100 before its end, a stop finished or not, and when it has no stop left', () => {
    expect(circuitStatus([stop('a', 300, PAST), stop('b', 100)], NOW)).toBe(100);
    expect(circuitStatus([stop('a', 110), stop('b', 100)], NOW)).toBe(100);
    expect(circuitStatus([], NOW)).toBe(100);
  });

  it('leaves archived stops out', () => {
    expect(circuitStatus([stop('a', 300, PAST), stop('b', 600)], NOW)).toBe(400);
    expect(circuitStatus([stop('a', 600, PAST)], NOW)).toBe(100);
  });
});

describe('circuitProgress', () => {
  it('names the first stop waiting and the first being worked, in the stops order', () => {
    expect(circuitProgress([stop('a', 300), stop('b', 500), stop('c', 100), stop('d', 100)])).toEqual({
      nextServiceId: 'c',
      activeServiceId: 'b',
    });
    expect(circuitProgress([stop('a', 300), stop('b', 110)])).toEqual({ nextServiceId: null, activeServiceId: null });
  });
});
