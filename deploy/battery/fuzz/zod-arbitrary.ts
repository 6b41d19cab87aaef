import fc from 'fast-check';
import { FirstAccepted } from './first-accepted.js';
import { jsonArbitrary } from './json-arbitrary.js';
import { bigintArbitrary, dateArbitrary, numberArbitrary } from './number-arbitrary.js';
import { matching, stringArbitrary } from './string-arbitrary.js';
import { accepts, checksOf, defOf, literalValues, mayBeAbsent, type CheckDef, type Schema } from './zod-def.js';

export type ArbitraryOptions = {
  /**
   * Bounded rejection sampling (on by default): where the shape cannot promise validity (a
   * refinement, a transform, a pipe, combined string patterns), a few candidates are drawn and the
   * first one `safeParse` accepts is kept. Off, the generator is purely structural.
   */
  oracle?: boolean;
};

type Context = { depth: number; retryLevel: number; oracle: boolean };

/** Past this depth containers take their smallest form, so recursive schemas end. */
const SHALLOW_DEPTH = 8;
/** Past this depth, generic JSON (a schema that recurses without an end). */
const MAX_DEPTH = 16;
/** Candidates drawn at most at a hard node, by how many hard nodes are above it. */
const CANDIDATES = [12, 6, 3];
/** What a hard optional key becomes when no candidate passes: left out of its object. */
const ABSENT = Symbol('absent');

/** Values (mostly) accepted by `schema`, generated from its zod 4 definition. Never throws. */
export function arbitraryOf(schema: Schema, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  return build(schema, { depth: 0, retryLevel: 0, oracle: options.oracle ?? true });
}

const HARD_KINDS = new Set(['pipe', 'transform', 'custom', 'intersection', 'nonoptional', 'template_literal', 'file']);
const HARD_CHECKS = new Set(['custom', 'string_format', 'property', 'mime_type']);

/** Whether values built from the shape alone may fail the schema. */
function isHard(schema: Schema): boolean {
  const def = defOf(schema);
  if (HARD_KINDS.has(def.type)) return true;
  if (def.type === 'union' && def.inclusive === false) return true;
  return checksOf(schema).some((check) => HARD_CHECKS.has(check.check));
}

function build(schema: Schema, context: Context, onFailure?: typeof ABSENT): fc.Arbitrary<unknown> {
  try {
    if (context.depth > MAX_DEPTH) return jsonArbitrary;
    if (!context.oracle || !isHard(schema)) return structural(schema, context);
    const tries = CANDIDATES[context.retryLevel] ?? 1;
    const candidate = structural(schema, { ...context, retryLevel: context.retryLevel + 1 });
    if (tries <= 1) return candidate;
    const failure = onFailure === undefined ? undefined : { value: onFailure };
    return new FirstAccepted(candidate, (value) => accepts(schema, value), tries, failure);
  } catch {
    return jsonArbitrary;
  }
}

const deeper = (context: Context): Context => ({ ...context, depth: context.depth + 1 });
const isShallow = (context: Context) => context.depth >= SHALLOW_DEPTH;

function sizeOf(checks: readonly CheckDef[]): { minLength: number; maxLength?: number } {
  let [minLength, maxLength] = [0, Number.POSITIVE_INFINITY];
  for (const check of checks) {
    if (check.check === 'min_length' || check.check === 'min_size') minLength = Math.max(minLength, check.minimum);
    if (check.check === 'max_length' || check.check === 'max_size') maxLength = Math.min(maxLength, check.maximum);
    if (check.check === 'length_equals') [minLength, maxLength] = [check.length, check.length];
    if (check.check === 'size_equals') [minLength, maxLength] = [check.size, check.size];
  }
  return Number.isFinite(maxLength) ? { minLength, maxLength: Math.max(minLength, maxLength) } : { minLength };
}

/** One arbitrary per kind of zod 4 schema. */
function structural(schema: Schema, context: Context): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const checks = checksOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(checks);
    case 'number':
      return numberArbitrary(checks);
    case 'bigint':
      return bigintArbitrary(checks);
    case 'date':
      return dateArbitrary(checks);
    case 'boolean':
      return fc.boolean();
    case 'symbol':
      return fc.string({ maxLength: 8 }).map((description) => Symbol(description));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'nan':
      return fc.constant(Number.NaN);
    case 'literal':
    case 'enum': {
      const values = literalValues(schema) ?? (def.type === 'enum' ? Object.values(def.entries) : def.values);
      return values.length > 0 ? fc.constantFrom(...values) : jsonArbitrary;
    }
    case 'object':
      return objectArbitrary(def, context);
    case 'array': {
      const size = sizeOf(checks);
      const element = build(def.element, deeper(context));
      return fc.array(element, isShallow(context) ? { minLength: size.minLength, maxLength: size.minLength } : size);
    }
    case 'set': {
      const size = sizeOf(checks);
      const element = build(def.valueType, deeper(context));
      return fc
        .uniqueArray(element, isShallow(context) ? { ...size, maxLength: size.minLength } : size)
        .map((items) => new Set(items));
    }
    case 'map': {
      const entry = fc.tuple(build(def.keyType, deeper(context)), build(def.valueType, deeper(context)));
      const maxLength = isShallow(context) ? 0 : 4;
      return fc.uniqueArray(entry, { selector: ([key]) => key, maxLength }).map((entries) => new Map(entries));
    }
    case 'tuple': {
      const items = fc.tuple(...def.items.map((item) => build(item, deeper(context))));
      if (!def.rest || isShallow(context)) return items;
      const rest = fc.array(build(def.rest, deeper(context)), { maxLength: 3 });
      return fc.tuple(items, rest).map(([head, tail]) => [...head, ...tail]);
    }
    case 'record':
      return recordArbitrary(def, context);
    case 'union':
      return def.options.length > 0 ? fc.oneof(...def.options.map((option) => build(option, context))) : jsonArbitrary;
    case 'intersection':
      return fc.tuple(build(def.left, context), build(def.right, context)).map(([left, right]) => merge(left, right));
    case 'optional':
      return isShallow(context)
        ? fc.constant(undefined)
        : fc.option(build(def.innerType, context), { nil: undefined, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(build(def.innerType, context), { nil: undefined, freq: 4 });
    case 'nullable':
      return isShallow(context) ? fc.constant(null) : fc.option(build(def.innerType, context), { nil: null, freq: 4 });
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'promise':
      return build(def.innerType, context);
    case 'lazy':
      return build(def.getter(), deeper(context));
    case 'pipe':
      return pipeArbitrary(def, context);
    case 'template_literal':
      return matching(schema._zod.pattern ?? /^$/) ?? fc.string();
    case 'function':
      return fc.func(jsonArbitrary);
    case 'file':
      return fc
        .uint8Array({ maxLength: 64 })
        .map((bytes) => new File([bytes], 'fichier.bin', { type: 'application/octet-stream' }));
    default:
      // any, unknown, never, transform, custom, success, and kinds a later zod may add.
      return jsonArbitrary;
  }
}

/** The input side of a pipe: a preprocess feeds its output schema, a transform reads its input's. */
function pipeArbitrary(def: { in: Schema; out: Schema }, context: Context): fc.Arbitrary<unknown> {
  const [input, output] = [defOf(def.in).type, defOf(def.out).type];
  if (input === 'transform') return build(def.out, context);
  if (output === 'transform') return build(def.in, context);
  return fc.oneof(build(def.in, context), build(def.out, context));
}

/** An object key's own schema, without the optional or default that lets it be absent. */
function present(schema: Schema): Schema {
  const def = defOf(schema);
  return def.type === 'optional' || def.type === 'default' || def.type === 'prefault' ? def.innerType : schema;
}

function objectArbitrary(def: { shape: Record<string, Schema>; catchall?: Schema }, context: Context) {
  const keys = Object.keys(def.shape);
  const optional = new Set(keys.filter((key) => mayBeAbsent(def.shape[key] as Schema)));
  const kept = isShallow(context) ? keys.filter((key) => !optional.has(key)) : keys;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of kept) {
    const schema = def.shape[key] as Schema;
    model[key] = optional.has(key) ? build(present(schema), deeper(context), ABSENT) : build(schema, deeper(context));
  }
  const required = kept.filter((key) => !optional.has(key));
  const known = fc
    .record(model, { requiredKeys: required, noNullPrototype: true })
    .map((value) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== ABSENT)));
  const catchall = def.catchall;
  if (!catchall || defOf(catchall).type === 'never' || isShallow(context)) return known;
  const extraKey = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((key) => !(key in def.shape) && key !== '__proto__');
  const extra = fc.dictionary(extraKey, build(catchall, deeper(context)), { maxKeys: 2, noNullPrototype: true });
  return fc.tuple(known, extra).map(([value, more]) => ({ ...more, ...value }));
}

function recordArbitrary(def: { keyType: Schema; valueType: Schema; partial?: boolean }, context: Context) {
  const value = build(def.valueType, deeper(context));
  const exhaustive = literalValues(def.keyType);
  if (exhaustive) {
    const model = Object.fromEntries(exhaustive.map((key) => [String(key), value]));
    return fc.record(model, { requiredKeys: def.partial ? [] : Object.keys(model), noNullPrototype: true });
  }
  const key = build(def.keyType, deeper(context)).map(String);
  return fc.dictionary(key, value, { maxKeys: isShallow(context) ? 0 : 4, noNullPrototype: true });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Both sides of an intersection in one value: objects merged key by key, else the left side. */
function merge(left: unknown, right: unknown): unknown {
  if (!isPlainObject(left) || !isPlainObject(right)) return left;
  const merged: Record<string, unknown> = { ...left };
  for (const [key, value] of Object.entries(right)) {
    const both = Object.hasOwn(merged, key) ? merge(merged[key], value) : value;
    Object.defineProperty(merged, key, { value: both, enumerable: true, writable: true, configurable: true });
  }
  return merged;
}
