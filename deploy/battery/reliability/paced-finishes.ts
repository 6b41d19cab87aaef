import { inParallel, send } from '../http.js';
import type { BatterySystem } from '../world/battery-system.js';
import type { AgencyWorld } from '../world/world.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A finish not answered within this time counts as not answered: an outage must never hang a call. */
export const ANSWER_WITHIN_MS = 30_000;

/** Each finish the load sent, and what it got (0: no answer at all, or none within 30 s). */
export type FinishOutcome = { serviceId: string; status: number };

/**
 * Finishes the services at `rate` per second (the i-th leaves at i / rate s, 8 at most in flight),
 * through operations' call, each announcing `operations.service.finished` to billing. `onProgress`
 * sees how many answered so far. Failures are recorded, not thrown: the outages tests cause some.
 */
export async function finishAtRate(
  system: BatterySystem,
  agency: AgencyWorld,
  ids: readonly string[],
  rate: number,
  progress: FinishOutcome[],
): Promise<FinishOutcome[]> {
  const started = performance.now();
  return inParallel([...ids.entries()], 8, async ([index, serviceId]) => {
    const due = started + (index * 1000) / rate;
    if (due > performance.now()) await sleep(due - performance.now());
    const status = await send({
      method: 'PATCH',
      url: `${system.urls.operations}/agency/${agency.id}/service/${serviceId}/finish`,
      token: agency.callers.owner,
      timeoutMs: ANSWER_WITHIN_MS,
    }).then(
      (answer) => answer.status,
      () => 0,
    );
    const outcome = { serviceId, status };
    progress.push(outcome);
    return outcome;
  });
}

/** Waits until `count` of the load's answers have come back. */
export async function untilAnswered(progress: readonly FinishOutcome[], count: number): Promise<void> {
  while (progress.length < count) await sleep(20);
}
