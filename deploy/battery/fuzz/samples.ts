import fc from 'fast-check';

/**
 * `count` values of an arbitrary for a seed: the same seed gives the same values, so a run prints
 * its seed and any failing payload can be drawn again (`sampleAt`).
 */
export function samples<T>(arbitrary: fc.Arbitrary<T>, count: number, seed: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

/** The `index`-th value `samples(arbitrary, …, seed)` gives, drawn alone (fast-check's replay path). */
export function sampleAt<T>(arbitrary: fc.Arbitrary<T>, seed: number, index: number): T {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`No sample at index ${index}`);
  const [value] = fc.sample(arbitrary, { seed, path: String(index), numRuns: 1 });
  return value as T;
}
