import { z } from 'zod';

/** Every entity id is a UUID; new ones are v7 (time-ordered). */
export const IdSchema = z.uuid();
export type Id = z.infer<typeof IdSchema>;

/** Random bytes drawn from the system's generator a few kilobytes at a time, handed out once each. */
const RANDOM_POOL_BYTES = 4_096;
const randomPool = new Uint8Array(RANDOM_POOL_BYTES);
let randomOffset = RANDOM_POOL_BYTES;

/** Two hex digits of each byte value. */
const HEX = Array.from({ length: 256 }, (_, value) => value.toString(16).padStart(2, '0'));

/**
 * A UUID v7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Works in browsers and Node.
 * The random bits come from `crypto.getRandomValues` as before, drawn 4 KiB at a time (one call per
 * 409 ids instead of one per id: a request id is made for every call a service answers); no byte of
 * the pool is used twice.
 */
export function uuidv7(now: number = Date.now()): string {
  if (randomOffset + 10 > RANDOM_POOL_BYTES) {
    crypto.getRandomValues(randomPool);
    randomOffset = 0;
  }
  const r = randomPool;
  const o = randomOffset;
  randomOffset += 10;
  let ms = now;
  const time: string[] = [];
  for (let i = 5; i >= 0; i--) {
    time[i] = HEX[ms % 256] as string;
    ms = Math.floor(ms / 256);
  }
  const h = (value: number | undefined) => HEX[value ?? 0] as string;
  return (
    time.join('').slice(0, 8) +
    '-' +
    (time[4] as string) +
    (time[5] as string) +
    '-' +
    h(((r[o] ?? 0) & 0x0f) | 0x70) +
    h(r[o + 1]) +
    '-' +
    h(((r[o + 2] ?? 0) & 0x3f) | 0x80) +
    h(r[o + 3]) +
    '-' +
    h(r[o + 4]) +
    h(r[o + 5]) +
    h(r[o + 6]) +
    h(r[o + 7]) +
    h(r[o + 8]) +
    h(r[o + 9])
  );
}
