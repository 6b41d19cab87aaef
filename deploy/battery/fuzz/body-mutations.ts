import fc from 'fast-check';
import { smallJson } from './hostile-values.js';
import { serialise, toPayload, type Payload } from './payload.js';
import { isRecord } from './schema-sites.js';

/** Mutations of the whole body: what arrives is not the JSON object the route reads. */
export type BodyMutation =
  | { op: 'not-json'; text: string }
  | { op: 'truncated-json'; cut: number }
  | { op: 'wrong-root'; root: 'wrapped-in-array' | 'as-string' | 'number' | 'boolean' | 'null' | 'empty-array' }
  | { op: 'empty-body'; text: '' | ' ' | '\n' }
  | { op: 'duplicate-key'; value: unknown; last: boolean }
  | { op: 'byte-order-mark' }
  | { op: 'trailing-garbage'; text: string };

const NOT_JSON = [
  'hello',
  '<?xml version="1.0"?><a/>',
  'a=1&b=2',
  "{'a':1}",
  '{a:1}',
  'undefined',
  'NaN',
  'Infinity',
  '[1,]',
  '{"a":1,}',
  '{"a":"\\x41"}',
  '"\\u12"',
  '\u0000',
  '{"a":1}{"b":2}',
  '{"a":',
  '}',
  '--',
  '\ufffd\ufffe',
];

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  fc.record({
    op: fc.constant('not-json'),
    text: fc.oneof(fc.constantFrom(...NOT_JSON), fc.string({ unit: 'binary', minLength: 1, maxLength: 64 })),
  }),
  fc.record({ op: fc.constant('truncated-json'), cut: fc.nat() }),
  fc.record({
    op: fc.constant('wrong-root'),
    root: fc.constantFrom('wrapped-in-array', 'as-string', 'number', 'boolean', 'null', 'empty-array'),
  }),
  fc.record({ op: fc.constant('empty-body'), text: fc.constantFrom('', ' ', '\n') }),
  fc.record({ op: fc.constant('duplicate-key'), value: smallJson, last: fc.boolean() }),
  fc.record({ op: fc.constant('byte-order-mark') }),
  fc.record({ op: fc.constant('trailing-garbage'), text: fc.constantFrom('x', '}', ' {}', '\u0000', ',', '[]') }),
) as fc.Arbitrary<BodyMutation>;

const WRONG_ROOTS = {
  'wrapped-in-array': (value: unknown) => [value],
  'as-string': (value: unknown) => serialise(value).text,
  number: () => 42,
  boolean: () => true,
  null: () => null,
  'empty-array': () => [],
};

/** The payload a whole-body mutation makes of a valid value. */
export function applyBodyMutation(value: unknown, mutation: BodyMutation): Payload {
  const label = [`${mutation.op}${'root' in mutation ? ` ${mutation.root}` : ''}`];
  const { text } = serialise(value);
  const json = text === '' ? '{}' : text;
  switch (mutation.op) {
    case 'not-json':
      return { kind: 'raw', text: mutation.text, mutations: label };
    case 'truncated-json':
      return {
        kind: 'raw',
        text: json.slice(0, json.length > 1 ? 1 + (mutation.cut % (json.length - 1)) : 0),
        mutations: label,
      };
    case 'wrong-root':
      return toPayload(WRONG_ROOTS[mutation.root](value), label);
    case 'empty-body':
      return { kind: 'raw', text: mutation.text, mutations: label };
    case 'duplicate-key': {
      const key = isRecord(value) ? (Object.keys(value)[0] ?? 'id') : 'id';
      const extra = `${JSON.stringify(key)}:${JSON.stringify(mutation.value)}`;
      const inner = json.startsWith('{') && json !== '{}' ? json.slice(1, -1) : `${JSON.stringify(key)}:null`;
      const body = mutation.last ? `{${inner},${extra}}` : `{${extra},${inner}}`;
      return { kind: 'raw', text: body, mutations: [`duplicate-key ${key}`] };
    }
    case 'byte-order-mark':
      return { kind: 'raw', text: `\ufeff${json}`, mutations: label };
    case 'trailing-garbage':
      return { kind: 'raw', text: `${json}${mutation.text}`, mutations: label };
  }
}
