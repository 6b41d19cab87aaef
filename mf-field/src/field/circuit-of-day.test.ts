import { describe, expect, it } from 'vitest';
import { circuitScreenPath, type FieldService, type ServiceStatus } from '@portal/contracts';
import { circuitOfDay } from './circuit-of-day.js';
import { withQueue } from './local-services.js';
import { SERVICE } from './testing/field-service.js';

const NOW = Date.parse('2030-06-12T09:00:00.000Z');
const CIRCUIT = { id: '01a213c0-0000-7000-8000-0000000000c1', reference: 'C-000004', name: 'Tournée du soir' };

/** A stop of the circuit at `position`, with its status, on a site of its own. */
function stop(position: number, status: ServiceStatus): FieldService {
  const id = `01a213c0-0000-7000-8000-00000000010${position}`;
  return {
    ...SERVICE,
    id,
    reference: `S-00010${position}`,
    status,
    circuitId: CIRCUIT.id,
    circuit: { ...CIRCUIT, position },
    site: { ...SERVICE.site, id, name: `Site ${position}` },
    round: { status: 100, stops: [] },
  };
}

describe('the agent’s circuit of the day', () => {
  it('orders the stops, names the next (first waiting) and the one in progress, and reads its status', () => {
    const day = withQueue([SERVICE, stop(3, 100), stop(1, 300), stop(2, 200)], []);
    const circuit = circuitOfDay(day, undefined, NOW)!;
    expect(circuit.stops.map((one) => one.site.name)).toEqual(['Site 1', 'Site 2', 'Site 3']);
    expect([circuit.active?.site.name, circuit.next?.site.name, circuit.status]).toEqual(['Site 2', 'Site 3', 200]);
    expect(circuitScreenPath(circuit.stops[0]!)).toBe('/terrain/circuitActif/C-000004');
  });

  it('with nothing in progress, the first circuit with a stop waiting; all finished is 400; none is null', () => {
    const waiting = circuitOfDay(withQueue([stop(1, 300), stop(2, 100)], []), undefined, NOW)!;
    expect([waiting.active, waiting.next?.site.name, waiting.status]).toEqual([null, 'Site 2', 100]);
    // A stop the late-services job marked late is still the next one to take.
    const late = circuitOfDay(withQueue([stop(1, 110), stop(2, 100)], []), undefined, NOW)!;
    expect(late.next?.site.name).toBe('Site 1');
    const done = circuitOfDay(withQueue([stop(1, 300), stop(2, 300)], []), 'C-000004', NOW)!;
    expect([done.next, done.status]).toEqual([null, 400]);
    expect(circuitOfDay(withQueue([SERVICE], []), undefined, NOW)).toBeNull();
    expect(circuitOfDay(withQueue([stop(1, 100)], []), 'C-999999', NOW)).toBeNull();
  });

  it('a stop started on the phone (queued) is the one in progress at once', () => {
    const day = withQueue(
      [stop(1, 100), stop(2, 100)],
      [
        {
          type: 'service.start',
          uuid: '01a213c0-0000-7000-8000-0000000000f1',
          serviceId: stop(1, 100).id,
          createdAt: '2030-06-12T08:59:00.000Z',
        },
      ],
    );
    const circuit = circuitOfDay(day, undefined, NOW)!;
    expect([circuit.active?.site.name, circuit.next?.site.name, circuit.status]).toEqual(['Site 1', 'Site 2', 200]);
  });
});
