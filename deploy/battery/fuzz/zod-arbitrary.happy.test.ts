import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLAIN_SHAPES } from './testing/representative-schemas.js';
import { sampleAt, samples } from './samples.js';
import { arbitraryOf, type ArbitraryOptions } from './zod-arbitrary.js';
import { accepts } from './zod-def.js';

const SEED = 20_260_301;

function validShare(schema: z.ZodType, count: number, options?: ArbitraryOptions) {
  const values = samples(arbitraryOf(schema, options), count, SEED);
  return values.filter((value) => accepts(schema, value)).length / count;
}

type Node = { children: Node[]; name: string };
const TreeSchema: z.ZodType<Node> = z.lazy(() =>
  z.object({ name: z.string().min(1).max(10), children: z.array(TreeSchema).max(3) }),
);
const Category = z.object({
  name: z.string(),
  get subcategories() {
    return z.array(Category).max(2);
  },
});

/**
 * One schema per kind of zod 4 definition the generator walks. `structural` kinds are produced
 * valid by construction (checked with the oracle off); the others (refinements, transforms, pipes)
 * rely on the bounded rejection sampling.
 */
const KINDS: [kind: string, schema: z.ZodType, structural: boolean][] = [
  ['object', z.object({ a: z.string(), b: z.number() }), true],
  ['strict object', z.strictObject({ a: z.string() }), true],
  ['loose object (catchall)', z.looseObject({ a: z.string() }), true],
  ['object with catchall schema', z.object({ a: z.string() }).catchall(z.int()), true],
  ['string min/max length', z.string().min(3).max(7), true],
  ['string exact length', z.string().length(5), true],
  ['string trimmed and lower-cased', z.string().trim().toLowerCase().min(1).max(20), true],
  ['string starts/ends/includes', z.string().startsWith('ab').endsWith('yz').includes('-'), true],
  ['string regex (anchored)', z.string().regex(/^[A-Z]{2}-\d{3}$/), true],
  [
    'string regexes (unanchored, combined)',
    z
      .string()
      .min(8)
      .max(64)
      .regex(/\d/)
      .regex(/\p{Ll}/u)
      .regex(/\p{Lu}/u),
    true,
  ],
  ['uuid', z.uuid(), true],
  ['uuid v7', z.uuidv7(), true],
  ['guid', z.guid(), true],
  ['email', z.email(), true],
  ['url', z.url(), true],
  ['http url', z.httpUrl(), true],
  ['base64', z.base64(), true],
  ['base64url', z.base64url(), true],
  ['iso date', z.iso.date(), true],
  ['iso datetime', z.iso.datetime(), true],
  ['iso datetime (offset, local)', z.iso.datetime({ offset: true, local: true }), true],
  ['iso datetime (precision 0)', z.iso.datetime({ precision: 0 }), true],
  ['iso datetime (precision -1)', z.iso.datetime({ precision: -1 }), true],
  ['iso time', z.iso.time(), true],
  ['iso duration', z.iso.duration(), true],
  ['ipv4 / ipv6 / cidr', z.union([z.ipv4(), z.ipv6(), z.cidrv4()]), true],
  ['e164', z.e164(), true],
  ['jwt', z.jwt(), true],
  ['hostname', z.hostname(), true],
  ['emoji', z.emoji(), true],
  ['nanoid / cuid / ulid', z.union([z.nanoid(), z.cuid(), z.ulid()]), true],
  ['number min/max', z.number().min(-5.5).max(12.25), true],
  ['number exclusive bounds', z.number().gt(0).lt(1), true],
  ['number multipleOf', z.number().multipleOf(0.25).min(-10).max(10), true],
  ['int', z.int(), true],
  ['int min/max', z.int().min(1).max(365), true],
  ['int32 / uint32', z.union([z.int32(), z.uint32()]), true],
  ['boolean', z.boolean(), true],
  ['enum', z.enum(['draft', 'published']), true],
  ['literal', z.literal(['a', 1, true, null]), true],
  ['array min/max', z.array(z.int()).min(2).max(4), true],
  ['optional', z.string().optional(), true],
  ['nullable', z.int().nullable(), true],
  ['default', z.string().max(3).default('abc'), true],
  ['prefault', z.string().max(3).prefault('abc'), true],
  ['union', z.union([z.string().max(2), z.int(), z.boolean()]), true],
  [
    'discriminated union',
    z.discriminatedUnion('k', [z.object({ k: z.literal('a') }), z.object({ k: z.literal(2) })]),
    true,
  ],
  ['intersection', z.intersection(z.object({ a: z.string() }), z.object({ b: z.int() })), false],
  ['record (string keys)', z.record(z.string().max(5), z.int()), true],
  ['record (enum keys, exhaustive)', z.record(z.enum(['x', 'y']), z.boolean()), true],
  ['partial record', z.partialRecord(z.enum(['x', 'y']), z.boolean()), true],
  ['tuple', z.tuple([z.string(), z.int(), z.boolean()]), true],
  ['tuple with rest', z.tuple([z.string()], z.int()), true],
  ['pipe (preprocess)', z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.email()), false],
  ['pipe (string to email)', z.string().trim().pipe(z.email().max(180)), false],
  ['pipe (coerce)', z.coerce.number().int().min(1).max(100), true],
  [
    'transform',
    z
      .string()
      .max(10)
      .transform((text) => text.length),
    false,
  ],
  [
    'transform over unknown (typed integer)',
    z.unknown().transform((value, ctx) => {
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'Nombre entier uniquement' });
      return z.NEVER;
    }),
    false,
  ],
  [
    'refine',
    z
      .int()
      .min(0)
      .max(1000)
      .refine((n) => n % 2 === 0),
    false,
  ],
  [
    'superRefine across fields',
    z.object({ from: z.iso.date(), to: z.iso.date() }).refine((p) => p.to >= p.from),
    false,
  ],
  ['lazy (recursive)', TreeSchema, true],
  ['getter (recursive)', Category, true],
  ['date', z.date().min(new Date('2020-01-01')).max(new Date('2030-01-01')), true],
  ['bigint', z.bigint().min(-10n).max(10n), true],
  ['bigint multipleOf', z.bigint().multipleOf(5n).positive(), true],
  ['any', z.any(), true],
  ['unknown', z.unknown(), true],
  ['null', z.null(), true],
  ['undefined', z.undefined(), true],
  ['nan', z.nan(), true],
  ['symbol', z.symbol(), true],
  ['set', z.set(z.int()).max(3), true],
  ['map', z.map(z.string(), z.int()), true],
  ['readonly', z.object({ a: z.string() }).readonly(), true],
  ['catch', z.int().catch(0), true],
  ['nonoptional', z.string().optional().nonoptional(), false],
  ['template literal', z.templateLiteral(['agent-', z.int()]), false],
  ['custom', z.custom<string>((value) => typeof value === 'string'), false],
  ['xor', z.xor([z.string(), z.int()]), false],
];

describe('arbitraryOf: one test per kind of zod 4 schema', () => {
  it.each(KINDS)('%s', (_kind, schema, structural) => {
    expect(validShare(schema, 100)).toBeGreaterThanOrEqual(0.9);
    if (structural) expect(validShare(schema, 100, { oracle: false })).toBeGreaterThanOrEqual(0.9);
  });
});

describe('arbitraryOf on plain shapes', () => {
  it.each(Object.entries(PLAIN_SHAPES))(
    '%s: ≥ 90 % valid from the shape alone, ~100 % with the oracle',
    (name, schema) => {
      const structural = validShare(schema, 300, { oracle: false });
      const withOracle = validShare(schema, 300);
      console.log(
        `[fuzz] ${name}: ${(structural * 100).toFixed(1)} % valid structurally, ${(withOracle * 100).toFixed(1)} % with the oracle`,
      );
      expect(structural).toBeGreaterThanOrEqual(0.9);
      expect(withOracle).toBeGreaterThanOrEqual(structural);
    },
  );

  it('is deterministic: a seed gives the same values, and any one of them alone', () => {
    const arbitrary = arbitraryOf(PLAIN_SHAPES['agent form'] as z.ZodType);
    const first = samples(arbitrary, 50, 7);
    expect(samples(arbitrary, 50, 7)).toEqual(first);
    expect(samples(arbitrary, 50, 8)).not.toEqual(first);
    expect(sampleAt(arbitrary, 7, 37)).toEqual(first[37]);
  });
});

describe('arbitraryOf never throws', () => {
  it('falls back to generic JSON for what it cannot read', () => {
    const broken = z.lazy((): z.ZodType => {
      throw new Error('a getter that fails');
    });
    const cases: z.ZodType[] = [broken, z.never(), z.object({ nested: broken }), z.promise(z.int())];
    for (const schema of cases) {
      expect(() => samples(arbitraryOf(schema), 20, SEED)).not.toThrow();
    }
  });

  it('refinements it cannot satisfy still give values (the first candidate)', () => {
    const impossible = z.string().refine(() => false);
    const values = samples(arbitraryOf(impossible), 20, SEED);
    expect(values.every((value) => typeof value === 'string')).toBe(true);
  });
});
