import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { send } from './http.js';
import { count, reportFigure } from './report.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

const RATE = 200;
const SECONDS = atScale({ fast: 8, full: 30 });
/** How long a replica told to stop keeps serving, readiness already false, for the balancer to notice. */
const SHUTDOWN_DELAY_MS = 3_000;

let system: BatterySystem;
let agency: AgencyWorld;

beforeAll(async () => {
  system = await startBatterySystem({ replicas: 2, env: { SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) } });
  agency = (await buildWorld(system, 1, 1)).agencies[0] as AgencyWorld;
}, 300_000);
afterAll(async () => system?.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful drain', () => {
  test(`SIGTERM to a replica during ${RATE} requests/s (a rolling restart of each, in turn): 0 failed requests`, async () => {
    const failures: string[] = [];
    let sent = 0;
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    const load = (async () => {
      // Open loop: the i-th request leaves at i / RATE s whatever the answers before it.
      while (performance.now() - started < SECONDS * 1000) {
        const due = started + (sent * 1000) / RATE;
        if (due > performance.now()) await sleep(due - performance.now());
        sent += 1;
        const request = send({
          method: 'POST',
          url: `${system.urls.operations}/agency/${agency.id}/fetch/agents`,
          token: agency.callers.owner,
          json: {},
        }).then(
          (answer) => {
            if (answer.status !== 200) failures.push(`${answer.status} ${answer.text.slice(0, 120)}`);
          },
          (error: Error) => void failures.push(`no answer: ${error.message}`),
        );
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
      await Promise.all(inFlight);
    })();

    // A rolling restart: each replica in turn gets SIGTERM, drains, and a new one takes its place.
    const restarts: number[] = [];
    for (const replica of [0, 1]) {
      await sleep((SECONDS * 1000) / 4);
      const stopping = system.replicas.operations[replica];
      const exit = await stopping?.stop();
      restarts.push(exit?.code ?? -1);
      await system.spawnService('operations', {}, replica);
    }
    await load;
    // What the balancer's retry of a request that never reached a replica would have hidden.
    const retried = system.retriesOf('operations');
    reportFigure(
      'graceful drain',
      `${count(sent)} requests at ${RATE}/s over ${SECONDS} s while each operations replica was stopped ` +
        `(SIGTERM, exit codes ${restarts.join(', ')}) and replaced: ${failures.length} failed; ` +
        `sent again by the balancer before reaching a replica: ${retried.refused} refused connections, ` +
        `${retried.resetOnReuse} keep-alive sockets closed as the request left`,
    );
    expect(failures).toEqual([]);
    // A Kubernetes Service sends nothing again: none may have needed the balancer's second try either.
    expect(retried).toEqual({ refused: 0, resetOnReuse: 0 });
    expect(restarts).toEqual([0, 0]);
  });
});
