import fc from 'fast-check';
import type { CheckDef } from './zod-def.js';

/** The bounds a number, bigint or date schema's checks put on its values. */
type Bounds<T> = { min?: T; minExcluded: boolean; max?: T; maxExcluded: boolean; multipleOf?: T };

function boundsOf<T>(checks: readonly CheckDef[], read: (value: unknown) => T | undefined): Bounds<T> {
  const bounds: Bounds<T> = { minExcluded: false, maxExcluded: false };
  for (const check of checks) {
    if (check.check === 'greater_than') {
      bounds.min = read(check.value);
      bounds.minExcluded = !check.inclusive;
    } else if (check.check === 'less_than') {
      bounds.max = read(check.value);
      bounds.maxExcluded = !check.inclusive;
    } else if (check.check === 'multiple_of') {
      bounds.multipleOf = read(check.value);
    }
  }
  return bounds;
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The ranges of zod's number formats (`z.int()` is `safeint`). */
const FORMAT_RANGES: Record<string, [number, number, boolean]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, true],
  int32: [-2_147_483_648, 2_147_483_647, true],
  uint32: [0, 4_294_967_295, true],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38, false],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE, false],
};

/** Integers in [min, max] (safe integers), small ones more often, through bigints past 32 bits. */
function integerIn(min: number, max: number): fc.Arbitrary<number> {
  if (min > max) return fc.constant(min);
  if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

/** Finite numbers that `z.number()` with these checks accepts. */
export function numberArbitrary(checks: readonly CheckDef[]): fc.Arbitrary<number> {
  const bounds = boundsOf(checks, asNumber);
  let integer = false;
  let [low, high] = [-Number.MAX_VALUE, Number.MAX_VALUE];
  for (const check of checks) {
    if (check.check !== 'number_format') continue;
    const range = FORMAT_RANGES[check.format];
    if (!range) continue;
    low = Math.max(low, range[0]);
    high = Math.min(high, range[1]);
    integer ||= range[2];
  }
  const min = Math.max(low, bounds.min ?? low);
  const max = Math.min(high, bounds.max ?? high);
  const step = bounds.multipleOf;
  if (step !== undefined && step !== 0) {
    // Multiples k × step inside the bounds (k kept within a million either side of zero).
    const first = Math.max(Math.ceil(min / step), -1_000_000) + (bounds.minExcluded ? 1 : 0);
    const last = Math.min(Math.floor(max / step), 1_000_000) - (bounds.maxExcluded ? 1 : 0);
    return integerIn(first, last).map((k) => k * step);
  }
  if (integer) {
    const first = Math.ceil(min) + (bounds.minExcluded && Number.isInteger(min) ? 1 : 0);
    const last = Math.floor(max) - (bounds.maxExcluded && Number.isInteger(max) ? 1 : 0);
    return integerIn(Math.max(first, Number.MIN_SAFE_INTEGER), Math.min(last, Number.MAX_SAFE_INTEGER));
  }
  if (!(min < max)) return fc.constant(min);
  return fc.double({
    min,
    max,
    minExcluded: bounds.minExcluded,
    maxExcluded: bounds.maxExcluded,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** Bigints that `z.bigint()` with these checks accepts. */
export function bigintArbitrary(checks: readonly CheckDef[]): fc.Arbitrary<bigint> {
  const bounds = boundsOf(checks, (value) => (typeof value === 'bigint' ? value : undefined));
  for (const check of checks) {
    if (check.check !== 'bigint_format') continue;
    const [low, high] = check.format === 'uint64' ? [0n, 2n ** 64n - 1n] : [-(2n ** 63n), 2n ** 63n - 1n];
    bounds.min = bounds.min === undefined || bounds.min < low ? low : bounds.min;
    bounds.max = bounds.max === undefined || bounds.max > high ? high : bounds.max;
  }
  const min = (bounds.min ?? -(2n ** 70n)) + (bounds.minExcluded ? 1n : 0n);
  const max = (bounds.max ?? 2n ** 70n) - (bounds.maxExcluded ? 1n : 0n);
  const step = bounds.multipleOf;
  if (step !== undefined && step !== 0n) {
    const first = min / step + (min % step > 0n ? 1n : 0n);
    const last = max / step - (max % step < 0n ? 1n : 0n);
    return fc.bigInt({ min: first, max: last > first ? last : first }).map((k) => k * step);
  }
  return fc.bigInt({ min, max: max > min ? max : min });
}

/** Valid dates that `z.date()` with these checks accepts (years 1970 to 2100 unless bounded). */
export function dateArbitrary(checks: readonly CheckDef[]): fc.Arbitrary<Date> {
  const bounds = boundsOf(checks, (value) =>
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : undefined,
  );
  const min = (bounds.min ?? Date.UTC(1970, 0, 1)) + (bounds.minExcluded ? 1 : 0);
  const max = (bounds.max ?? Date.UTC(2100, 0, 1)) - (bounds.maxExcluded ? 1 : 0);
  return fc.date({ min: new Date(min), max: new Date(Math.max(min, max)), noInvalidDate: true });
}
