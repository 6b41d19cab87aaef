import { z } from 'zod';
import { accepts, type Schema } from './zod-def.js';

/**
 * One request body of the fuzz battery: a JSON value to serialise (`json`), or text sent as it is
 * (`raw`: not JSON, truncated, empty, or JSON whose numbers JSON.stringify cannot write). `mutations`
 * says what was done to the valid value it came from, for the report of a failing payload.
 */
export type Payload =
  | { kind: 'json'; value: unknown; mutations: readonly string[] }
  | { kind: 'raw'; text: string; mutations: readonly string[] };

/** A number written as it is into the JSON text (`-0`, `9007199254740993`, `1e309`). */
export class NumberToken {
  constructor(readonly text: string) {}
}

const MARKER = (index: number) => `\u0000fuzz-number-${index}\u0000`;

/**
 * The JSON text of a value with its number tokens (and bigints) written as they are; `exact` is
 * false when one was, since JSON.parse would not give the same value back.
 */
export function serialise(value: unknown): { text: string; exact: boolean } {
  const tokens: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof NumberToken) && typeof item !== 'bigint') return item;
    tokens.push(item instanceof NumberToken ? item.text : item.toString());
    return MARKER(tokens.length - 1);
  }) as string | undefined;
  if (text === undefined) return { text: '', exact: false };
  const written = tokens.reduce((json, token, index) => json.replace(JSON.stringify(MARKER(index)), token), text);
  return { text: written, exact: tokens.length === 0 };
}

/** The payload of a (mutated) value: JSON as the server will parse it, or its exact text. */
export function toPayload(value: unknown, mutations: readonly string[]): Payload {
  const { text, exact } = serialise(value);
  if (!exact) return { kind: 'raw', text, mutations };
  return { kind: 'json', value: JSON.parse(text) as unknown, mutations };
}

/** The body as it goes on the wire. */
export const payloadText = (payload: Payload) =>
  payload.kind === 'raw' ? payload.text : (JSON.stringify(payload.value) ?? '');

/** The body in the battery's `send` request form (`deploy/battery/http.ts`). */
export const requestBodyOf = (payload: Payload): { json: unknown } | { raw: string } =>
  payload.kind === 'raw' ? { raw: payload.text } : { json: payload.value };

/** Whether `schema` takes the body as the server reads it (a body that is not JSON is refused). */
export function acceptedOnTheWire(schema: Schema, payload: Payload): boolean {
  let value: unknown;
  try {
    value = JSON.parse(payloadText(payload));
  } catch {
    return false;
  }
  return accepts(schema, value);
}

const PayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('json'), value: z.unknown(), mutations: z.array(z.string()) }),
  z.object({ kind: z.literal('raw'), text: z.string(), mutations: z.array(z.string()) }),
]);

/** A payload as one line of text, to log a failing one and replay it. */
export const encodePayload = (payload: Payload) => JSON.stringify(payload);

export function decodePayload(text: string): Payload {
  return PayloadSchema.parse(JSON.parse(text));
}
