import type { StripeFakeStore } from './store.js';

type Json = Record<string, unknown>;

function expandPath(node: unknown, path: string[], store: StripeFakeStore): unknown {
  const [field, ...rest] = path;
  if (field === undefined || typeof node !== 'object' || node === null) return node;
  const record = node as Json;
  if (field === 'data' && Array.isArray(record.data)) {
    return { ...record, data: record.data.map((item) => expandPath(item, rest, store)) };
  }
  let value = record[field];
  if (typeof value === 'string') value = structuredClone(store.find(value)) ?? value;
  return { ...record, [field]: rest.length > 0 ? expandPath(value, rest, store) : value };
}

/** Stripe's `expand[]=latest_charge` (dotted paths too): ids replaced by the objects they name. */
export function expandAnswer(answer: object, paths: readonly string[], store: StripeFakeStore): object {
  return paths.reduce<unknown>((node, path) => expandPath(node, path.split('.'), store), answer) as object;
}
