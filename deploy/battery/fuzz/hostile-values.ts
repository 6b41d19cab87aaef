import fc from 'fast-check';

/**
 * The catalogue of hostile values the mutations draw from: texts, numbers, dates, ids and keys
 * that have broken JSON APIs before (NUL bytes in PostgreSQL text, lone surrogates in UTF-8
 * encoders, LIKE wildcards, prototype keys, numbers JSON.parse cannot hold).
 */

/** The services refuse JSON bodies over 1 MB: the long texts stay well under it. */
export const LONG_TEXT_MAX_BYTES = 100_000;

/** Up to `maxBytes` (UTF-8) of one repeated unit: ASCII, two-byte, a surrogate pair (4 bytes), NUL, '%'. */
export const longText = (maxBytes: number) =>
  fc
    .tuple(
      fc.constantFrom(['a', 1], ['é', 2], ['😀', 4], ['\u0000', 1], ['%', 1]) as fc.Arbitrary<[string, number]>,
      fc.integer({ min: Math.min(1_000, maxBytes), max: maxBytes }),
    )
    .map(([[unit, bytes], total]) => unit.repeat(Math.floor(total / bytes)));

const NUL_TEXTS = ['\u0000', 'a\u0000b', '\u0000'.repeat(8), 'abc\u0000', '\u0000DROP'];
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud800b', '\udc00\ud800', 'é\udbff'];
const UNICODE_TEXTS = [
  '\u202eevil\u202c',
  '\u200b',
  '\u200d\u200c',
  '\ufeff',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'Z̸̢͓a̶l̷g̶o̵',
  'e\u0301',
  'İ',
  'ß',
  'ﷺ',
  'ＡＢＣ１２３',
  'مرحبا',
  '\u0001\u001f\u007f',
  '\r\n\t',
  '   ',
];
const INJECTIONS = [
  "'; drop table x; --",
  "' OR '1'='1",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%_%\\',
  '\\%',
  '$1',
  '${7*7}',
  '{{7*7}}',
  '</script><script>alert(1)</script>',
  '{"a":1}',
  '"}',
  '[]',
  'null',
  'undefined',
  'true',
  'NaN',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  '../../etc/passwd',
  '%00',
  '%s%s%s%n',
  '',
];

/** Hostile texts: long (up to `maxBytes`), NUL, lone surrogates, RTL / zero-width / emoji, injections, random. */
export const hostileTextOf = (maxBytes: number): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: longText(maxBytes), weight: 1 },
    { arbitrary: fc.constantFrom(...NUL_TEXTS), weight: 2 },
    { arbitrary: fc.constantFrom(...LONE_SURROGATES), weight: 2 },
    { arbitrary: fc.constantFrom(...UNICODE_TEXTS), weight: 2 },
    { arbitrary: fc.constantFrom(...INJECTIONS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  );

/** Hostile texts for JSON bodies (long ones up to ~100 KB). */
export const hostileText = hostileTextOf(LONG_TEXT_MAX_BYTES);

/**
 * A number at the edges. `token` is written as it is into the JSON text, for what JSON.stringify
 * cannot write (-0 becomes 0, 2^53+1 is no double, 1e309 is Infinity and becomes null); `value` is
 * a JSON value (NaN and Infinity go as strings, JSON having no such numbers).
 */
export type EdgeNumber = { token: string } | { value: number | string };

const TOKENS = [
  '-0',
  '1e308',
  '-1e308',
  '1e309',
  '-1e309',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '1.0',
  '1e-400',
  '-0.0',
  '1E2',
  '0.1e1',
];
const VALUES: (number | string)[] = [
  0.5,
  1.5,
  -1,
  0.1 + 0.2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  ' 1',
  '1 ',
  '١٢',
  '1,5',
];

export const edgeNumber: fc.Arbitrary<EdgeNumber> = fc.oneof(
  fc.constantFrom(...TOKENS).map((token) => ({ token })),
  fc.constantFrom(...VALUES).map((value) => ({ value })),
);

/** Dates and times that do not exist, or sit at the edges of what a database stores. */
export const badDate = fc.constantFrom(
  '2026-02-30',
  '2026-02-29',
  '2025-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-2-3',
  '31/02/2026',
  '2026-02-30T10:00:00Z',
  '2026-02-28T24:00:00Z',
  '2026-02-28T23:59:60Z',
  '2026-02-28T10:00:00+25:00',
  '1969-12-31T23:59:59.999999999Z',
  '2026-02-28T10:00',
  '10:61',
  '25:00',
);

/** Ids: valid uuids nobody has, the nil and max uuids, and texts that are no uuid at all. */
export const badUuid = fc.oneof(
  { arbitrary: fc.uuid({ version: 4 }), weight: 3 },
  { arbitrary: fc.uuid({ version: 4 }).map((id) => id.toUpperCase()), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'not-a-uuid',
      '123',
      '0',
      '-1',
      "' OR 1=1 --",
    ),
    weight: 2,
  },
  {
    arbitrary: fc
      .uuid({ version: 4 })
      .chain((id) =>
        fc.constantFrom(`{${id}}`, `${id}0`, id.slice(0, 35), `${id}\u0000`, ` ${id}`, id.replace(/-/g, ''), `${id}%`),
      ),
    weight: 2,
  },
);

/** Keys no schema declares, prototype keys first. */
export const unknownKey = fc.oneof(
  { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype'), weight: 3 },
  { arbitrary: fc.constantFrom('id', 'agencyId', 'role', 'rights', 'isAdmin', 'status', 'createdAt'), weight: 2 },
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
);

/** A small JSON value to put under an unknown key or in place of another type. */
export const smallJson: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  true,
  false,
  0,
  -1,
  3.7,
  '',
  'x',
  '0',
  'true',
  [],
  [1],
  ['x'],
  {},
  { a: 1 },
  { polluted: true },
);

/** The edge numbers as texts (query strings and path parameters carry no JSON numbers). */
export const edgeNumberText = fc.constantFrom(...TOKENS, ...VALUES.map(String));
