import { describe, expect, it } from 'vitest';
import type { Circuit, Service, ServiceStatus } from '@portal/contracts';
import { circuitErrors } from './circuit-errors.js';

const NOW = Date.parse('2030-06-01T12:00:00Z');
const PAST = '2030-06-01T10:00:00.000Z';

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
