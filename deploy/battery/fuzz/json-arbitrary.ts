import fc from 'fast-check';

/**
 * Values a user may type in a field, as our typed-input transforms read them (`IntegerInputSchema`,
 * `DecimalInputSchema`, French dates): the generic JSON below leans on them, so that a transform
 * over `z.unknown()` gets inputs it can accept.
 */
const typedScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }),
  fc.integer({ min: 0, max: 99_999 }).map(String),
  fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom('.', ','))
    .map(([units, decimals, separator]) => `${units}${separator}${decimals}`),
  fc
    .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2040 }))
    .map(([d, m, y]) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: typedScalar, weight: 8 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.string({ maxLength: 20 }), weight: 2 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

const key = fc.oneof(fc.constantFrom('id', 'name', 'value', 'type', 'status'), fc.string({ maxLength: 10 }));

/** Any JSON value (no NaN, no Infinity, no `undefined`), shallow, with plain-prototype objects. */
export const jsonArbitrary: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown; object: unknown }>(
  (tie) => ({
    value: fc.oneof(
      { maxDepth: 3, depthSize: 'small' },
      { arbitrary: scalar, weight: 6 },
      { arbitrary: tie('array'), weight: 1 },
      { arbitrary: tie('object'), weight: 1 },
    ),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(key, tie('value'), { maxKeys: 4, noNullPrototype: true }),
  }),
).value;
