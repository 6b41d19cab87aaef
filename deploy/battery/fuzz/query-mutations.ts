import fc from 'fast-check';
import { badUuid, edgeNumberText, hostileTextOf, unknownKey } from './hostile-values.js';
import { isRecord } from './schema-sites.js';
import { arbitraryOf } from './zod-arbitrary.js';
import { accepts, type Schema } from './zod-def.js';

/** Query strings and path segments stay well under Node's 16 KB request head. */
const URL_TEXT_MAX_BYTES = 4_000;
/** A mutation that would make the query string longer than this is skipped. */
export const QUERY_MAX_CHARS = 12_000;
const urlHostileText = hostileTextOf(URL_TEXT_MAX_BYTES);

/** One `key=value` of a query string; `value: null` writes the key alone; `encoded` parts go as they are. */
export type QueryPair = { key: string; value: string | null; encoded?: boolean };

/** A malformed query string (`text`, without the '?') and how it was made. */
export type MalformedQuery = { text: string; pairs: readonly QueryPair[]; mutations: readonly string[] };

/**
 * Percent-encodes a text as a URL component, lone surrogates included (as the WTF-8 bytes
 * `%ED%A0%80`, which `encodeURIComponent` refuses to write).
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

/** The query string of the pairs, in their order. */
export function queryText(pairs: readonly QueryPair[]): string {
  const part = (text: string, encoded?: boolean) => (encoded ? text : encodeComponent(text));
  return pairs
    .map((pair) =>
      pair.value === null
        ? part(pair.key, pair.encoded)
        : `${part(pair.key, pair.encoded)}=${part(pair.value, pair.encoded)}`,
    )
    .join('&');
}

/**
 * The query as a route's validator reads it (Hono's `validator('query')`): a key given once is a
 * string, a repeated key an array of strings.
 */
export function queryValueOf(text: string): Record<string, string | string[]> {
  const value: Record<string, string | string[]> = {};
  for (const [key, item] of new URLSearchParams(text)) {
    const known = Object.hasOwn(value, key) ? value[key] : undefined;
    const next = known === undefined ? item : Array.isArray(known) ? [...known, item] : [known, item];
    Object.defineProperty(value, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return value;
}

/** Whether the query `schema` takes the query string as the route reads it. */
export const acceptedQueryOnTheWire = (schema: Schema, query: Pick<MalformedQuery, 'text'>) =>
  accepts(schema, queryValueOf(query.text));

/** The pairs a valid query value writes: arrays as repeated keys, objects as JSON. */
function pairsOf(value: unknown): QueryPair[] {
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const items = Array.isArray(item) ? item : [item];
    return items
      .filter((entry) => entry !== undefined)
      .map((entry) => ({ key, value: isRecord(entry) ? JSON.stringify(entry) : String(entry) }));
  });
}

/** Percent sequences that decode to nothing valid, or split the query in unexpected places. */
const BAD_ENCODINGS = [
  '%',
  '%zz',
  '%0',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%E0%A4%A',
  '+',
  '%2B',
  '&&',
  '==',
  '%26%3D',
];

type QueryMutation =
  | { op: 'hostile-value'; pick: number; text: string; mode: 'replace' | 'append' }
  | { op: 'edge-number'; pick: number; text: string }
  | { op: 'bad-uuid'; pick: number; text: string }
  | { op: 'repeated-key'; pick: number; copies: number; text: string }
  | { op: 'key-without-value'; pick: number }
  | { op: 'empty-value'; pick: number }
  | { op: 'unknown-key'; key: string; text: string }
  | { op: 'drop-key'; pick: number }
  | { op: 'bad-encoding'; pick: number; fragment: string; inKey: boolean };

const queryMutation = fc.oneof(
  fc.record({
    op: fc.constant('hostile-value'),
    pick: fc.nat(),
    text: urlHostileText,
    mode: fc.constantFrom('replace', 'append'),
  }),
  fc.record({ op: fc.constant('edge-number'), pick: fc.nat(), text: edgeNumberText }),
  fc.record({ op: fc.constant('bad-uuid'), pick: fc.nat(), text: badUuid }),
  fc.record({
    op: fc.constant('repeated-key'),
    pick: fc.nat(),
    copies: fc.integer({ min: 1, max: 5 }),
    text: urlHostileText,
  }),
  fc.record({ op: fc.constant('key-without-value'), pick: fc.nat() }),
  fc.record({ op: fc.constant('empty-value'), pick: fc.nat() }),
  fc.record({
    op: fc.constant('unknown-key'),
    key: fc.oneof(unknownKey, fc.constantFrom('limit[]', 'a[b]', '', '[]', '__proto__[x]')),
    text: urlHostileText,
  }),
  fc.record({ op: fc.constant('drop-key'), pick: fc.nat() }),
  fc.record({
    op: fc.constant('bad-encoding'),
    pick: fc.nat(),
    fragment: fc.constantFrom(...BAD_ENCODINGS),
    inKey: fc.boolean(),
  }),
) as fc.Arbitrary<QueryMutation>;

/** Applies one mutation to the pairs (in place); its label. */
function applyQueryMutation(pairs: QueryPair[], mutation: QueryMutation): string {
  const index = 'pick' in mutation && pairs.length > 0 ? mutation.pick % pairs.length : -1;
  const pair = pairs[index];
  if (!pair || mutation.op === 'unknown-key') {
    const key = mutation.op === 'unknown-key' ? mutation.key : 'x';
    pairs.push({ key, value: 'text' in mutation ? mutation.text : '' });
    return mutation.op === 'unknown-key'
      ? `unknown-key ${JSON.stringify(key)}`
      : `${mutation.op} on an empty query: added ${JSON.stringify(key)}`;
  }
  switch (mutation.op) {
    case 'hostile-value':
      pairs[index] = {
        key: pair.key,
        value: mutation.mode === 'append' ? `${pair.value ?? ''}${mutation.text}` : mutation.text,
      };
      break;
    case 'edge-number':
    case 'bad-uuid':
      pairs[index] = { key: pair.key, value: mutation.text };
      break;
    case 'repeated-key':
      pairs.push(
        ...Array.from({ length: mutation.copies }, (_, copy) => ({
          key: pair.key,
          value: copy % 2 ? pair.value : mutation.text,
        })),
      );
      break;
    case 'key-without-value':
      pairs[index] = { key: pair.key, value: null };
      break;
    case 'empty-value':
      pairs[index] = { key: pair.key, value: '' };
      break;
    case 'drop-key':
      pairs.splice(index, 1);
      break;
    case 'bad-encoding':
      pairs[index] = mutation.inKey
        ? {
            key: `${encodeComponent(pair.key)}${mutation.fragment}`,
            value: encodeComponent(pair.value ?? ''),
            encoded: true,
          }
        : { key: encodeComponent(pair.key), value: mutation.fragment, encoded: true };
      break;
  }
  return `${mutation.op} ${JSON.stringify(pair.key)}`;
}

/**
 * Malformed query strings for a route whose query `schema` validates: the valid query's pairs with
 * one to three mutations (hostile values, edge numbers, repeated keys, keys without values, unknown
 * keys, broken percent-encoding…). A mutation that would pass `QUERY_MAX_CHARS` is skipped.
 */
export function malformedQueryOf(schema: Schema): fc.Arbitrary<MalformedQuery> {
  return fc
    .tuple(arbitraryOf(schema), fc.array(queryMutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => {
      let pairs = pairsOf(value);
      const labels: string[] = [];
      for (const mutation of mutations) {
        const next = pairs.map((pair) => ({ ...pair }));
        const label = applyQueryMutation(next, mutation);
        if (queryText(next).length > QUERY_MAX_CHARS) {
          labels.push(`skipped (query over ${QUERY_MAX_CHARS} characters): ${label}`);
          continue;
        }
        pairs = next;
        labels.push(label);
      }
      return { text: queryText(pairs), pairs, mutations: labels };
    });
}

/** A path parameter's value, ready to put in the URL (`text` is already percent-encoded). */
export type PathParam = { text: string; label: string };

const encoded = (label: string, texts: readonly string[]) =>
  fc.constantFrom(...texts).map((text) => ({ text: encodeComponent(text), label }));
const asIs = (label: string, texts: readonly string[]) => fc.constantFrom(...texts).map((text) => ({ text, label }));

/**
 * Hostile path parameter values: valid uuids of nobody, ids that are no uuid, NUL as `%00`, encoded
 * traversals, very long and unicode segments, broken percent-encoding.
 */
export function malformedPathParam(): fc.Arbitrary<PathParam> {
  return fc.oneof(
    { arbitrary: fc.uuid({ version: 4 }).map((id) => ({ text: id, label: 'unknown uuid' })), weight: 3 },
    { arbitrary: badUuid.map((text) => ({ text: encodeComponent(text), label: 'bad uuid' })), weight: 2 },
    {
      arbitrary: encoded('not a uuid', [
        'abc',
        '1',
        '0',
        '-1',
        'null',
        'undefined',
        'true',
        '[]',
        '{}',
        ' ',
        "' OR 1=1 --",
      ]),
      weight: 2,
    },
    { arbitrary: asIs('nul', ['%00', 'abc%00', '%00%00', '00000000-0000-4000-8000-000000000000%00']), weight: 2 },
    {
      arbitrary: asIs('traversal', [
        '..',
        '..%2f',
        '..%2f..%2fetc%2fpasswd',
        '%2e%2e',
        '%2e%2e%2f',
        '..%5c..%5c',
        '.%2e',
        '%2f',
      ]),
      weight: 2,
    },
    {
      arbitrary: fc
        .integer({ min: 1_000, max: URL_TEXT_MAX_BYTES })
        .map((length) => ({ text: 'a'.repeat(length), label: `very long (${length})` })),
      weight: 1,
    },
    {
      arbitrary: urlHostileText
        .filter((text) => text.length > 0)
        .map((text) => ({ text: encodeComponent(text), label: 'hostile text' })),
      weight: 2,
    },
    { arbitrary: asIs('bad encoding', ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80']), weight: 2 },
  );
}
