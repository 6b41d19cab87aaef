import fc from 'fast-check';
import { badDate, badUuid, edgeNumber, hostileText, smallJson, unknownKey, type EdgeNumber } from './hostile-values.js';
import { NumberToken } from './payload.js';
import { isRecord, sitesOf, type PathKey, type Site } from './schema-sites.js';
import type { Schema } from './zod-def.js';

/**
 * Mutations of one place of a valid value, drawn by fast-check as plain data (so a payload replays
 * from its seed) and applied by `applyValueMutation`. `site` picks among the places the mutation
 * prefers (strings for a hostile text, objects for a dropped key…), or among all when there is none.
 */
export type ValueMutation =
  | { op: 'drop-key'; site: number; pick: number }
  | { op: 'unknown-keys'; site: number; entries: [string, unknown][] }
  | { op: 'wrong-type'; site: number; pick: number }
  | { op: 'hostile-text'; site: number; text: string; mode: 'replace' | 'append' | 'prepend' }
  | { op: 'edge-number'; site: number; number: EdgeNumber }
  | { op: 'bad-date'; site: number; text: string }
  | { op: 'bad-uuid'; site: number; text: string }
  | { op: 'deep-nesting'; site: number; depth: number; container: 'array' | 'object' }
  | { op: 'empty-container'; site: number; container: 'array' | 'object' }
  | { op: 'duplicate-items'; site: number; pick: number; copies: number };

const site = fc.nat();

export const valueMutation: fc.Arbitrary<ValueMutation> = fc.oneof(
  fc.record({ op: fc.constant('drop-key'), site, pick: fc.nat() }),
  fc.record({
    op: fc.constant('unknown-keys'),
    site,
    entries: fc.array(fc.tuple(unknownKey, smallJson), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ op: fc.constant('wrong-type'), site, pick: fc.nat() }),
  fc.record({
    op: fc.constant('hostile-text'),
    site,
    text: hostileText,
    mode: fc.constantFrom('replace', 'append', 'prepend'),
  }),
  fc.record({ op: fc.constant('edge-number'), site, number: edgeNumber }),
  fc.record({ op: fc.constant('bad-date'), site, text: badDate }),
  fc.record({ op: fc.constant('bad-uuid'), site, text: badUuid }),
  fc.record({
    op: fc.constant('deep-nesting'),
    site,
    depth: fc.integer({ min: 80, max: 120 }),
    container: fc.constantFrom('array', 'object'),
  }),
  fc.record({ op: fc.constant('empty-container'), site, container: fc.constantFrom('array', 'object') }),
  fc.record({ op: fc.constant('duplicate-items'), site, pick: fc.nat(), copies: fc.integer({ min: 1, max: 3 }) }),
) as fc.Arbitrary<ValueMutation>;

/** A copy of a JSON-like value, own `__proto__` keys kept as keys. */
export function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (!isRecord(value) || value instanceof NumberToken || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) setOwn(copy, key, cloneValue(item));
  return copy;
}

/** Sets a key as an own property, even `__proto__`, so that JSON.stringify writes it. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function childOf(node: unknown, key: PathKey): unknown {
  if (Array.isArray(node) && typeof key === 'number') return node[key];
  if (isRecord(node) && typeof key === 'string' && Object.hasOwn(node, key)) return node[key];
  return undefined;
}

const getAt = (root: unknown, path: readonly PathKey[]) => path.reduce<unknown>(childOf, root);

/** The text at a place of the value, '' when it is not a string (an object may not even convert to one). */
const textAt = (root: unknown, path: readonly PathKey[]) => {
  const value = getAt(root, path);
  return typeof value === 'string' ? value : '';
};

/** The value with `path` replaced (or removed when `replacement` is `undefined` and `remove`). */
function replaceAt(root: unknown, path: readonly PathKey[], replacement: unknown, remove = false): unknown {
  if (path.length === 0) return remove ? undefined : replacement;
  const parent = getAt(root, path.slice(0, -1));
  const key = path[path.length - 1] as PathKey;
  if (Array.isArray(parent) && typeof key === 'number') {
    if (remove) parent.splice(key, 1);
    else parent[key] = replacement;
  } else if (isRecord(parent) && typeof key === 'string') {
    if (remove) delete parent[key];
    else setOwn(parent, key, replacement);
  }
  return root;
}

const pathText = (path: readonly PathKey[]) => (path.length === 0 ? '(body)' : path.join('.'));

function choose(sites: readonly Site[], index: number, prefer: (site: Site) => boolean): Site {
  const preferred = sites.filter(prefer);
  const among = preferred.length > 0 ? preferred : sites;
  return among[index % among.length] as Site;
}

const jsonKind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

const looksLikeDate = /^\d{4}-\d{2}-\d{2}/;
const looksLikeUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function nested(depth: number, container: 'array' | 'object'): unknown {
  let value: unknown = container === 'array' ? [] : {};
  for (let level = 0; level < depth; level++) value = container === 'array' ? [value] : { a: value };
  return value;
}

/** Applies one mutation to `root` (mutated in place when it is a container); the new root and a label. */
export function applyValueMutation(
  schema: Schema | undefined,
  root: unknown,
  mutation: ValueMutation,
): { root: unknown; label: string } {
  const sites = sitesOf(schema, root);
  const isString = (candidate: Site) => candidate.kind === 'string';
  switch (mutation.op) {
    case 'drop-key': {
      const target = choose(sites, mutation.site, (candidate) => {
        const node = getAt(root, candidate.path);
        return isRecord(node) && Object.keys(node).length > 0;
      });
      const node = getAt(root, target.path);
      if (!isRecord(node) || Object.keys(node).length === 0) {
        return { root: replaceAt(root, target.path, undefined, true), label: `drop ${pathText(target.path)}` };
      }
      const present = Object.keys(node);
      const required = (target.required ?? []).filter((key) => present.includes(key));
      const keys = required.length > 0 ? required : present;
      const key = keys[mutation.pick % keys.length] as string;
      delete node[key];
      return { root, label: `drop-key ${pathText([...target.path, key])}` };
    }
    case 'unknown-keys': {
      const target = choose(sites, mutation.site, (candidate) => candidate.kind === 'object');
      const node = getAt(root, target.path);
      const object = isRecord(node) ? node : {};
      for (const [key, value] of mutation.entries) setOwn(object, key, cloneValue(value));
      const keys = mutation.entries.map(([key]) => key).join(', ');
      return { root: replaceAt(root, target.path, object), label: `unknown-keys ${pathText(target.path)}: ${keys}` };
    }
    case 'wrong-type': {
      const target = choose(sites, mutation.site, () => true);
      const current = jsonKind(getAt(root, target.path));
      const others = WRONG_TYPES.filter((value) => jsonKind(value) !== current);
      const replacement = cloneValue(others[mutation.pick % others.length]);
      return {
        root: replaceAt(root, target.path, replacement),
        label: `wrong-type ${pathText(target.path)}: ${current} → ${jsonKind(replacement)}`,
      };
    }
    case 'hostile-text': {
      const target = choose(sites, mutation.site, isString);
      const current = getAt(root, target.path);
      const text =
        typeof current !== 'string' || mutation.mode === 'replace'
          ? mutation.text
          : mutation.mode === 'append'
            ? current + mutation.text
            : mutation.text + current;
      const shown =
        JSON.stringify(mutation.text.slice(0, 24)) + (mutation.text.length > 24 ? `…(${mutation.text.length})` : '');
      return {
        root: replaceAt(root, target.path, text),
        label: `hostile-text ${mutation.mode} ${pathText(target.path)}: ${shown}`,
      };
    }
    case 'edge-number': {
      const target = choose(
        sites,
        mutation.site,
        (candidate) => candidate.kind === 'number' || candidate.integer === true,
      );
      const number = mutation.number;
      const value = 'token' in number ? new NumberToken(number.token) : number.value;
      const shown = 'token' in number ? number.token : JSON.stringify(number.value);
      return { root: replaceAt(root, target.path, value), label: `edge-number ${pathText(target.path)}: ${shown}` };
    }
    case 'bad-date':
    case 'bad-uuid': {
      const [formats, looksLike] =
        mutation.op === 'bad-date' ? [['date', 'datetime', 'time'], looksLikeDate] : [['uuid', 'guid'], looksLikeUuid];
      const fits = sites.filter(
        (candidate) => formats.includes(candidate.format ?? '') || looksLike.test(textAt(root, candidate.path)),
      );
      const target = fits.length > 0 ? choose(fits, mutation.site, () => true) : choose(sites, mutation.site, isString);
      return {
        root: replaceAt(root, target.path, mutation.text),
        label: `${mutation.op} ${pathText(target.path)}: ${JSON.stringify(mutation.text)}`,
      };
    }
    case 'deep-nesting': {
      const target = choose(sites, mutation.site, () => true);
      return {
        root: replaceAt(root, target.path, nested(mutation.depth, mutation.container)),
        label: `deep-nesting ${pathText(target.path)}: ${mutation.depth} ${mutation.container}s`,
      };
    }
    case 'empty-container': {
      const target = choose(
        sites,
        mutation.site,
        (candidate) => candidate.kind === 'object' || candidate.kind === 'array',
      );
      const container = target.kind === 'object' || target.kind === 'array' ? target.kind : mutation.container;
      return {
        root: replaceAt(root, target.path, container === 'array' ? [] : {}),
        label: `empty-container ${pathText(target.path)}: ${container}`,
      };
    }
    case 'duplicate-items': {
      const target = choose(sites, mutation.site, (candidate) => {
        const node = getAt(root, candidate.path);
        return Array.isArray(node) && node.length > 0;
      });
      const node = getAt(root, target.path);
      if (!Array.isArray(node) || node.length === 0) {
        return {
          root: replaceAt(root, target.path, [node, cloneValue(node)]),
          label: `duplicate-items ${pathText(target.path)}: wrapped twice`,
        };
      }
      const index = mutation.pick % node.length;
      const copies = Array.from({ length: mutation.copies }, () => cloneValue(node[index]));
      node.splice(index + 1, 0, ...copies);
      return { root, label: `duplicate-items ${pathText(target.path)}: item ${index} × ${mutation.copies + 1}` };
    }
  }
}

/** Values of every JSON type, to put where another type is expected. */
const WRONG_TYPES: readonly unknown[] = [null, 0, 1.5, -1, true, false, '', 'x', '1', [], [null], ['x'], {}, { a: 1 }];
