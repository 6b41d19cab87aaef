import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BILLING_CALLS, OPERATIONS_CALLS } from '@portal/contracts';
import { PLAIN_SHAPES } from './testing/representative-schemas.js';
import {
  BODY_BUDGET_BYTES,
  acceptedOnTheWire,
  acceptedQueryOnTheWire,
  malformedOf,
  malformedPathParam,
  malformedQueryOf,
  payloadText,
  type Payload,
} from './mutations.js';
import { QUERY_MAX_CHARS, encodeComponent } from './query-mutations.js';
import { sampleAt, samples } from './samples.js';

const SEED = 4_242;

/** Two bodies of the contracts beside the plain shapes: a list request and a form with refinements. */
const bodyOf = (calls: readonly { path: string; method: string; body?: z.ZodType }[], method: string, path: string) => {
  const body = calls.find((call) => call.method === method && call.path === path)?.body;
  if (!body) throw new Error(`No body for ${method} ${path}`);
  return body;
};
const SCHEMAS: Record<string, z.ZodType> = {
  ...PLAIN_SHAPES,
  'fetch/services': bodyOf(OPERATIONS_CALLS, 'POST', '/agency/:agencyId/fetch/services'),
  'save customer': bodyOf(BILLING_CALLS, 'POST', '/agency/:agencyId/customer'),
};

const MUTATIONS = [
  'drop-key',
  'unknown-keys',
  'wrong-type',
  'hostile-text',
  'edge-number',
  'bad-date',
  'bad-uuid',
  'deep-nesting',
  'empty-container',
  'duplicate-items',
  'not-json',
  'truncated-json',
  'wrong-root',
  'empty-body',
  'duplicate-key',
  'byte-order-mark',
  'trailing-garbage',
];

const drawn = new Map<string, Payload[]>(
  Object.entries(SCHEMAS).map(([name, schema]) => [name, samples(malformedOf(schema), 400, SEED)]),
);
const everyPayload = [...drawn.values()].flat();
const wireTexts = everyPayload.map(payloadText);

describe('malformedOf', () => {
  it.each(Object.entries(SCHEMAS))('%s: most payloads are refused by the schema', (name, schema) => {
    const payloads = drawn.get(name) ?? [];
    const refused = payloads.filter((payload) => !acceptedOnTheWire(schema, payload)).length / payloads.length;
    console.log(`[fuzz] ${name}: ${(refused * 100).toFixed(1)} % of ${payloads.length} malformed payloads refused`);
    // Free texts and free-form bags (a list's `filters`) take hostile values: those reach the service.
    expect(refused).toBeGreaterThanOrEqual(0.5);
  });

  it('has the schemas refuse three payloads in four overall', () => {
    const refused = [...drawn].flatMap(([name, payloads]) =>
      payloads.filter((payload) => !acceptedOnTheWire(SCHEMAS[name] as z.ZodType, payload)),
    );
    console.log(`[fuzz] overall: ${((refused.length / everyPayload.length) * 100).toFixed(1)} % refused`);
    expect(refused.length / everyPayload.length).toBeGreaterThanOrEqual(0.75);
  });

  it('replays any payload from its seed and index', () => {
    const schema = SCHEMAS['save customer'] as z.ZodType;
    const payloads = drawn.get('save customer') ?? [];
    for (const index of [0, 123, 399]) expect(sampleAt(malformedOf(schema), SEED, index)).toEqual(payloads[index]);
  });

  it('uses every mutation, one to three at a time', () => {
    const used = new Set(everyPayload.flatMap((payload) => payload.mutations.map((label) => label.split(' ')[0])));
    for (const mutation of MUTATIONS) expect(used, mutation).toContain(mutation);
    expect(everyPayload.every((payload) => payload.mutations.length >= 1 && payload.mutations.length <= 3)).toBe(true);
  });

  it('sends the hostile values on the wire, and stays under the 1 MB body limit', () => {
    const some = (test: (text: string) => boolean) => wireTexts.some(test);
    expect(some((text) => text.includes('\\u0000') || text.includes('\u0000'))).toBe(true);
    expect(some((text) => /\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i.test(text))).toBe(true);
    expect(some((text) => text.includes('"__proto__":'))).toBe(true);
    expect(some((text) => text.includes('"constructor":'))).toBe(true);
    expect(some((text) => text.includes("'; drop table x; --"))).toBe(true);
    expect(some((text) => text.includes('2026-02-30'))).toBe(true);
    expect(some((text) => /[:[,]9007199254740993[,\]}]/.test(text))).toBe(true);
    expect(some((text) => /[:[,]-0[,\]}]/.test(text))).toBe(true);
    expect(some((text) => text.includes('"NaN"') || text.includes('"Infinity"'))).toBe(true);
    expect(some((text) => text.includes('['.repeat(80)) || text.includes('{"a":'.repeat(80)))).toBe(true);
    expect(some((text) => text.length >= 90_000)).toBe(true);
    expect(some((text) => text === '')).toBe(true);
    expect(Math.max(...wireTexts.map((text) => Buffer.byteLength(text)))).toBeLessThanOrEqual(BODY_BUDGET_BYTES);
  });

  it('carries prototype keys as own keys of the parsed body, as a naive merge on the server would meet them', () => {
    const ownKeys = new Set<string>();
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        for (const key of ['__proto__', 'constructor', 'prototype']) if (Object.hasOwn(value, key)) ownKeys.add(key);
        Object.values(value).forEach(collect);
      }
    };
    for (const text of wireTexts) {
      try {
        collect(JSON.parse(text));
      } catch {
        // Not JSON: the server's parser refuses it.
      }
    }
    expect(ownKeys).toEqual(new Set(['__proto__', 'constructor', 'prototype']));
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('never throws, even for schemas it can only guess', () => {
    const odd = [z.never(), z.unknown(), z.lazy((): z.ZodType => z.array(z.never())), z.int().refine(() => false)];
    for (const schema of odd) expect(() => samples(malformedOf(schema), 50, SEED)).not.toThrow();
  });
});

describe('malformedQueryOf', () => {
  const ListQuery = z.object({
    limit: z.coerce.number().int().min(1).max(500).default(25),
    siteId: z.uuid().optional(),
  });
  const queries = samples(malformedQueryOf(ListQuery), 400, SEED);

  it('writes URL-safe query strings with the string mutations, repeated keys and keys without values', () => {
    expect(queries.every((query) => /^[A-Za-z0-9\-_.!~*'()%&=+]*$/.test(query.text))).toBe(true);
    const keyCounts = (text: string) => text.split('&').map((part) => part.split('=')[0]);
    expect(queries.some((query) => new Set(keyCounts(query.text)).size < keyCounts(query.text).length)).toBe(true);
    expect(queries.some((query) => query.text.split('&').some((part) => part !== '' && !part.includes('=')))).toBe(
      true,
    );
    expect(queries.some((query) => query.text.includes('%00'))).toBe(true);
    expect(queries.some((query) => query.text.includes('%ED%A0%80'))).toBe(true);
    expect(queries.some((query) => query.text.includes('__proto__'))).toBe(true);
    expect(Math.max(...queries.map((query) => query.text.length))).toBeLessThanOrEqual(QUERY_MAX_CHARS);
    const refused = queries.filter((query) => !acceptedQueryOnTheWire(ListQuery, query)).length / queries.length;
    console.log(`[fuzz] list query: ${(refused * 100).toFixed(1)} % of ${queries.length} malformed queries refused`);
    expect(refused).toBeGreaterThanOrEqual(0.5);
  });

  it('encodes lone surrogates as WTF-8 bytes, everything else as encodeURIComponent does', () => {
    expect(encodeComponent('a\ud800b')).toBe('a%ED%A0%80b');
    expect(encodeComponent("é 😀 ?&=/'")).toBe(encodeURIComponent("é 😀 ?&=/'"));
  });
});

describe('malformedPathParam', () => {
  const params = samples(malformedPathParam(), 400, SEED);

  it('gives one URL segment each: unknown uuids, not-uuids, NUL, traversals, long and unicode values', () => {
    expect(params.every((param) => /^[A-Za-z0-9\-_.!~*'()%]+$/.test(param.text))).toBe(true);
    const labels = new Set(params.map((param) => param.label.replace(/ \(\d+\)$/, '')));
    for (const label of [
      'unknown uuid',
      'bad uuid',
      'not a uuid',
      'nul',
      'traversal',
      'very long',
      'hostile text',
      'bad encoding',
    ]) {
      expect(labels, label).toContain(label);
    }
    expect(params.some((param) => z.uuid().safeParse(param.text).success)).toBe(true);
    expect(params.some((param) => param.text.includes('%00'))).toBe(true);
    expect(params.some((param) => param.text.includes('..%2f'))).toBe(true);
  });
});
