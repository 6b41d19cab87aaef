import fc from 'fast-check';
import type { z } from 'zod';
import type { CheckDef } from './zod-def.js';

/** One UTF-16 unit per character, so that fast-check's lengths are zod's: ASCII, French letters, spaces. */
const character = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 10 },
  { arbitrary: fc.constantFrom('é', 'è', 'à', 'ç', 'ô', 'É', 'ï', 'œ', '’'), weight: 2 },
  { arbitrary: fc.constant(' '), weight: 1 },
);

const matchers = new Map<string, fc.Arbitrary<string> | undefined>();

/**
 * Strings matching `pattern`, or `undefined` when fast-check cannot read it (lookaheads). Built
 * once per pattern: reading a regex into an arbitrary is the costly part.
 */
export function matching(pattern: RegExp, size?: fc.SizeForArbitrary): fc.Arbitrary<string> | undefined {
  const key = `${size ?? ''}/${pattern.flags}/${pattern.source}`;
  if (!matchers.has(key)) {
    try {
      const arbitrary = fc.stringMatching(pattern, size ? { size } : {});
      fc.sample(arbitrary, { seed: 0, numRuns: 1 });
      matchers.set(key, arbitrary);
    } catch {
      matchers.set(key, undefined);
    }
  }
  return matchers.get(key);
}

const DAY = 86_400_000;
/** Calendar values cluster around one date, so that "to ≥ from, less than N days apart" rules often hold. */
const ANCHOR = Date.UTC(2026, 2, 1);
const dayOffset = fc.oneof(
  { arbitrary: fc.integer({ min: -45, max: 45 }), weight: 6 },
  { arbitrary: fc.integer({ min: -730, max: 730 }), weight: 2 },
  { arbitrary: fc.integer({ min: -20_000, max: 20_000 }), weight: 1 },
);
const isoInstant = fc
  .tuple(dayOffset, fc.integer({ min: 0, max: DAY - 1 }))
  .map(([days, ms]) => new Date(ANCHOR + days * DAY + ms).toISOString());

const isoDate = isoInstant.map((iso) => iso.slice(0, 10));

/** `z.iso.datetime()` texts with the precision the schema asks ('Z' is always allowed). */
function isoDateTime(def: z.core.$ZodISODateTimeDef): fc.Arbitrary<string> {
  const { precision } = def;
  return fc.tuple(isoInstant, fc.boolean()).map(([iso, withFraction]) => {
    const seconds = iso.slice(0, 19);
    const fraction = iso.slice(20, 23);
    if (precision === -1) return `${iso.slice(0, 16)}Z`;
    if (precision === 0) return `${seconds}Z`;
    if (typeof precision === 'number') return `${seconds}.${fraction.padEnd(precision, '0').slice(0, precision)}Z`;
    return withFraction ? `${seconds}.${fraction}Z` : `${seconds}Z`;
  });
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A JWT shape (zod reads the header's `typ` and `alg`, never the signature). */
const jwt = (alg: string | undefined) =>
  fc
    .tuple(fc.uuid(), fc.base64String({ minLength: 8, maxLength: 64 }))
    .map(
      ([sub, signature]) =>
        `${base64url(JSON.stringify({ alg: alg ?? 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ sub }))}.${base64url(signature)}`,
    );

const friendlyEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}[a-z0-9]$/),
    fc.constantFrom('exemple.fr', 'agence-propre.com', 'mail.example.org'),
  )
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

/** Built once, when first needed: fast-check takes about a second to build these. */
let webUrlArbitrary: fc.Arbitrary<string> | undefined;
let domainArbitrary: fc.Arbitrary<string> | undefined;

/** Bytes encoded in base64 (zod decodes them), within the length bounds of the text. */
function encodedBytes(encoding: 'base64' | 'base64url', min: number, max: number): fc.Arbitrary<string> {
  const maxBytes = Number.isFinite(max) ? Math.floor(max / 4) * 3 : 96;
  const minBytes = Math.min(maxBytes, Math.ceil(min / 4) * 3);
  return fc
    .uint8Array({ minLength: minBytes, maxLength: maxBytes })
    .map((bytes) => Buffer.from(bytes).toString(encoding));
}

/** The format of a schema's own `string_format` check, when it has a generator of its own. */
function formatArbitrary(
  check: CheckDef & { check: 'string_format' },
  min: number,
  max: number,
): fc.Arbitrary<string> | undefined {
  const pattern = 'pattern' in check ? check.pattern : undefined;
  switch (check.format) {
    case 'base64':
    case 'base64url':
      return encodedBytes(check.format, min, max);
    case 'date':
      return isoDate;
    case 'datetime':
      return isoDateTime(check as z.core.$ZodISODateTimeDef);
    case 'uuid':
    case 'guid': {
      // Random ids mostly; zod's own pattern (with its nil and max uuids) now and then.
      const version = (check as z.core.$ZodUUIDDef).version;
      const random = fc.uuid({ version: version ? (Number(version.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8) : 4 });
      const fromPattern = pattern ? matching(pattern) : undefined;
      return fromPattern ? fc.oneof({ arbitrary: random, weight: 6 }, { arbitrary: fromPattern, weight: 1 }) : random;
    }
    case 'url':
      return (webUrlArbitrary ??= fc.webUrl({ validSchemes: ['http', 'https'] }));
    case 'hostname':
      return (domainArbitrary ??= fc.domain());
    case 'jwt':
      return jwt((check as z.core.$ZodJWTDef).alg);
    case 'emoji':
      return fc.constantFrom('😀', '🧹', '🛡️', '👍🏽', '🇫🇷');
    case 'duration':
      return fc
        .tuple(fc.nat(30), fc.nat(23), fc.nat(59))
        .map(([days, hours, minutes]) => `P${days}DT${hours}H${minutes}M`);
    case 'iban':
      return fc.constantFrom('FR7630006000011234567890189', 'DE89370400440532013000', 'GB82WEST12345698765432');
    case 'credit_card':
      return fc.constantFrom('4111111111111111', '5555555555554444', '378282246310005');
    case 'email':
      return pattern ? fc.oneof(friendlyEmail, matching(pattern) ?? friendlyEmail) : friendlyEmail;
    default:
      return pattern ? matching(pattern) : undefined;
  }
}

const isAnchored = (pattern: RegExp) => pattern.source.startsWith('^') && pattern.source.endsWith('$');

/**
 * Strings `z.string()` with these checks accepts: an anchored format or regex gives the whole
 * string; otherwise a filler of the allowed length around a match of each unanchored regex, the
 * prefix, suffix and included texts. Overwrites (`trim`, `toLowerCase`) and case checks are applied
 * last, so the value is already what zod would make of it.
 */
export function stringArbitrary(checks: readonly CheckDef[]): fc.Arbitrary<string> {
  let [min, max] = [0, Number.POSITIVE_INFINITY];
  let [prefix, suffix] = ['', ''];
  let whole: fc.Arbitrary<string> | undefined;
  const pieces: fc.Arbitrary<string>[] = [];
  const after: ((text: string) => string)[] = [];
  for (const check of checks) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum);
    else if (check.check === 'max_length') max = Math.min(max, check.maximum);
    else if (check.check === 'length_equals') [min, max] = [check.length, check.length];
  }
  for (const check of checks) {
    if (check.check === 'overwrite') after.push((text) => overwritten(check.tx, text));
    else if (check.check === 'string_format') {
      if (check.format === 'starts_with' && 'prefix' in check) prefix = check.prefix;
      else if (check.format === 'ends_with' && 'suffix' in check) suffix = check.suffix;
      else if (check.format === 'includes' && 'includes' in check) pieces.push(fc.constant(check.includes));
      else if (check.format === 'lowercase') after.push((text) => text.toLowerCase());
      else if (check.format === 'uppercase') after.push((text) => text.toUpperCase());
      else if (check.format === 'regex' && check.pattern && !isAnchored(check.pattern)) {
        const piece = matching(check.pattern, 'xsmall');
        if (piece) pieces.push(piece);
      } else whole ??= formatArbitrary(check, min, max);
    }
  }
  const finish = (text: string) => after.reduce((value, tx) => tx(value), text);
  if (whole) return whole.map(finish);
  return fc.tuple(...pieces).chain((parts) => {
    const fixed = `${prefix}${parts.join('')}${suffix}`;
    const room = Math.max(0, max - fixed.length);
    const filler = fc.string({
      unit: character,
      minLength: Math.min(room, Math.max(0, min - fixed.length)),
      ...(Number.isFinite(room) ? { maxLength: room } : {}),
    });
    return filler.map((text) => fitted(finish(`${prefix}${text}${parts.join('')}${suffix}`), min, max, finish));
  });
}

/** What an overwrite (`trim`, `toLowerCase`, or one of the schema's own) makes of a text; the text if it throws. */
function overwritten(tx: (value: string) => unknown, text: string): string {
  try {
    const value = tx(text);
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

/** After an overwrite (a `trim` that ate spaces, an upper case that doubled a 'ß'), back within the lengths. */
function fitted(text: string, min: number, max: number, finish: (text: string) => string): string {
  if (text.length < min) return finish(text + 'x'.repeat(min - text.length));
  if (text.length > max) return finish(text.slice(0, max));
  return text;
}
