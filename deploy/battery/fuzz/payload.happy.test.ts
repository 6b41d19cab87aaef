import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLAIN_SHAPES } from './testing/representative-schemas.js';
import { malformedOf } from './mutations.js';
import {
  NumberToken,
  acceptedOnTheWire,
  decodePayload,
  encodePayload,
  payloadText,
  requestBodyOf,
  serialise,
  toPayload,
} from './payload.js';
import { samples } from './samples.js';

const payloads = Object.values(PLAIN_SHAPES).flatMap((schema) => samples(malformedOf(schema), 200, 99));

describe('payloads: a JSON value to serialise, or raw text to send', () => {
  it('has both kinds', () => {
    const kinds = new Set(payloads.map((payload) => payload.kind));
    expect(kinds).toEqual(new Set(['json', 'raw']));
  });

  it('a json payload is exactly what the server parses from its text', () => {
    for (const payload of payloads.filter((item) => item.kind === 'json')) {
      expect(JSON.parse(payloadText(payload))).toEqual(payload.value);
      expect(requestBodyOf(payload)).toEqual({ json: payload.value });
    }
  });

  it('a raw payload goes as its text', () => {
    for (const payload of payloads.filter((item) => item.kind === 'raw')) {
      expect(payloadText(payload)).toBe(payload.text);
      expect(requestBodyOf(payload)).toEqual({ raw: payload.text });
    }
  });

  it('round-trips through its logged line, kind and content kept', () => {
    for (const payload of payloads) expect(decodePayload(encodePayload(payload))).toEqual(payload);
    expect(() => decodePayload('{"kind":"bytes","text":""}')).toThrow();
  });

  it('writes numbers JSON.stringify cannot as they are, and so is raw', () => {
    const value = { a: new NumberToken('-0'), b: [new NumberToken('9007199254740993'), 1], c: 10n ** 30n };
    expect(serialise(value)).toEqual({
      text: '{"a":-0,"b":[9007199254740993,1],"c":1000000000000000000000000000000}',
      exact: false,
    });
    expect(toPayload(value, ['edge-number'])).toEqual({
      kind: 'raw',
      text: '{"a":-0,"b":[9007199254740993,1],"c":1000000000000000000000000000000}',
      mutations: ['edge-number'],
    });
  });

  it('keeps own prototype keys, and makes an empty body of nothing', () => {
    const value: Record<string, unknown> = {};
    Object.defineProperty(value, '__proto__', {
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    const payload = toPayload(value, []);
    expect(payload.kind).toBe('json');
    expect(payload.kind === 'json' && Object.hasOwn(payload.value as object, '__proto__')).toBe(true);
    expect(payloadText(payload)).toBe('{"__proto__":{"polluted":true}}');
    expect(toPayload(undefined, ['drop'])).toEqual({ kind: 'raw', text: '', mutations: ['drop'] });
  });

  it('reads acceptance on the wire: text that is not JSON is refused', () => {
    const schema = z.object({ a: z.int() });
    expect(acceptedOnTheWire(schema, { kind: 'json', value: { a: 1 }, mutations: [] })).toBe(true);
    expect(acceptedOnTheWire(schema, { kind: 'raw', text: '{"a":1}', mutations: [] })).toBe(true);
    expect(acceptedOnTheWire(schema, { kind: 'raw', text: '{"a":1', mutations: [] })).toBe(false);
    expect(acceptedOnTheWire(schema, { kind: 'raw', text: '{"a":1e309}', mutations: [] })).toBe(false);
  });
});
