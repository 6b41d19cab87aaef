import fc from 'fast-check';
import { applyBodyMutation, bodyMutation } from './body-mutations.js';
import { serialise, toPayload, type Payload } from './payload.js';
import { applyValueMutation, cloneValue, valueMutation, type ValueMutation } from './value-mutations.js';
import { arbitraryOf } from './zod-arbitrary.js';
import type { Schema } from './zod-def.js';

export type { Payload } from './payload.js';
export { acceptedOnTheWire, decodePayload, encodePayload, payloadText, requestBodyOf } from './payload.js';
export {
  acceptedQueryOnTheWire,
  malformedPathParam,
  malformedQueryOf,
  type MalformedQuery,
  type PathParam,
} from './query-mutations.js';

/** The services refuse JSON bodies over 1 MB; a mutation that would pass this size is skipped. */
export const BODY_BUDGET_BYTES = 900_000;

/**
 * Malformed bodies for a route whose body `schema` validates: a valid-shaped value (`arbitraryOf`)
 * with one to three mutations of its places (four in five), or a whole-body mutation (not JSON,
 * truncated, another root, empty…). Deterministic for a seed, never throws.
 */
export function malformedOf(schema: Schema): fc.Arbitrary<Payload> {
  const valid = arbitraryOf(schema);
  const mutatedValue = fc
    .tuple(valid, fc.array(valueMutation, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutateValue(schema, value, mutations));
  const mutatedBody = fc.tuple(valid, bodyMutation).map(([value, mutation]) => applyBodyMutation(value, mutation));
  return fc.oneof({ arbitrary: mutatedValue, weight: 4 }, { arbitrary: mutatedBody, weight: 1 });
}

function mutateValue(schema: Schema, value: unknown, mutations: readonly ValueMutation[]): Payload {
  let root = cloneValue(value);
  const labels: string[] = [];
  for (const mutation of mutations) {
    const before = cloneValue(root);
    const { root: next, label } = applyValueMutation(schema, root, mutation);
    if (Buffer.byteLength(serialise(next).text) > BODY_BUDGET_BYTES) {
      root = before;
      labels.push(`skipped (body over ${BODY_BUDGET_BYTES} bytes): ${label}`);
      continue;
    }
    root = next;
    labels.push(label);
  }
  return toPayload(root, labels);
}
