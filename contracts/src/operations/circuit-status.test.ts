import { describe, expect, it } from 'vitest';
import type { Circuit, Service, ServiceStatus } from '@portal/contracts';
import { circuitErrors } from './circuit-errors.js';
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

describe('circuitErrors', () => {
  const service = (reference: string, startAt: string, endAt: string, status: ServiceStatus): Service => ({
    id: reference,
    reference,
    seriesId: 'c1',
    siteId: 's',
    siteName: `Site ${reference}`,
    customerId: 'k',
    customerName: 'Client',
    startAt,
    endAt,
    status,
    category: 'MOBILE_ROUND',
    prestation: { label: 'Ronde', unitPrice: '30.00' },
    billingMode: 3,
    nbAgents: 1,
    agents: [],
    comment: '',
    finishedAt: null,
    createdAt: PAST,
    updatedAt: PAST,
  });
  const circuit = (services: Service[], agents: Circuit['agents'] = []): Circuit => ({
    id: 'c1',
    reference: 'C-000001',
    name: 'Tournée',
    startAt: services[0]!.startAt,
    endAt: services.at(-1)!.endAt,
    status: 100,
    agents,
    services,
    nextServiceId: null,
    activeServiceId: null,
    createdAt: PAST,
    updatedAt: PAST,
  });
  const lucas = [{ id: 'l', firstName: 'Lucas', lastName: 'Fabre' }];

  it('names overlapping stops, touching ones excepted', () => {
    const errors = circuitErrors(
      circuit(
        [
          service('S-1', '2030-06-01T18:00:00Z', '2030-06-01T19:00:00Z', 100),
          service('S-2', '2030-06-01T19:00:00Z', '2030-06-01T20:00:00Z', 100),
          service('S-3', '2030-06-01T19:30:00Z', '2030-06-01T19:45:00Z', 100),
        ],
        lucas,
      ),
      NOW,
    );
    expect(errors).toEqual([
      {
        circuitId: 'c1',
        reference: 'C-000001',
        name: 'Tournée',
        code: 'STOPS_OVERLAP',
        message: 'Les étapes S-2 (Site S-2) et S-3 (Site S-3) se chevauchent',
      },
    ]);
  });

  it('reports a circuit without agent, and a stop past its end not finished while a later one is', () => {
    const errors = circuitErrors(
      circuit([
        service('S-1', '2030-06-01T08:00:00Z', '2030-06-01T09:00:00Z', 100),
        service('S-2', '2030-06-01T09:00:00Z', '2030-06-01T10:00:00Z', 300),
        service('S-3', '2030-06-01T10:00:00Z', '2030-06-01T11:00:00Z', 100),
      ]),
      NOW,
    );
    expect(errors.map((error) => [error.code, error.message])).toEqual([
      ['AGENT_MISSING', "Aucun collaborateur n'est affecté au circuit"],
      ['STOP_NOT_FINISHED', "L'étape S-1 (Site S-1) n'est pas terminée alors qu'une étape suivante l'est"],
    ]);
  });

  it('finds nothing wrong with a staffed circuit going on in order', () => {
    const errors = circuitErrors(
      circuit(
        [
          service('S-1', '2030-06-01T08:00:00Z', '2030-06-01T09:00:00Z', 300),
          service('S-2', '2030-06-01T11:00:00Z', '2030-06-01T13:00:00Z', 200),
        ],
        lucas,
      ),
      NOW,
    );
    expect(errors).toEqual([]);
  });
});
