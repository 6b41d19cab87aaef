import { accepts, checksOf, defOf, mayBeAbsent, shapeOf, type Schema } from './zod-def.js';

export type PathKey = string | number;

/** A place in a value where a mutation may strike, with what its schema expects there. */
export type Site = {
  path: readonly PathKey[];
  kind: 'object' | 'array' | 'string' | 'number' | 'other';
  /** A string's format (`uuid`, `date`, `datetime`, `email`, `regex`…). */
  format?: string;
  /** A number the schema wants whole. */
  integer?: boolean;
  /** An object's keys the schema needs. */
  required?: readonly string[];
};

const MAX_DEPTH = 64;
const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32']);

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function kindOf(value: unknown): Site['kind'] {
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  return 'other';
}

const KINDS_OF_VALUE: Record<Site['kind'], readonly string[]> = {
  object: ['object', 'record', 'intersection'],
  array: ['array', 'tuple'],
  string: ['string', 'enum', 'literal', 'template_literal'],
  number: ['number', 'enum', 'literal'],
  other: ['boolean', 'null', 'literal'],
};

/** The schema that describes `value`: wrappers opened, the union option that takes it. */
function resolve(schema: Schema | undefined, value: unknown, depth = 0): Schema | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  const shaped = shapeOf(schema);
  const def = defOf(shaped);
  if (def.type !== 'union') return shaped;
  const options = def.options;
  const taking = options.find((option) => accepts(option, value));
  const fitting =
    taking ?? options.find((option) => KINDS_OF_VALUE[kindOf(value)].includes(defOf(shapeOf(option)).type));
  return resolve(fitting, value, depth + 1);
}

/** The schema of one key or index of an object or array schema. */
function childSchema(schema: Schema | undefined, key: PathKey, depth = 0): Schema | undefined {
  if (!schema || depth > MAX_DEPTH) return undefined;
  const def = defOf(shapeOf(schema));
  switch (def.type) {
    case 'object':
      return typeof key === 'string' && Object.hasOwn(def.shape, key) ? def.shape[key] : def.catchall;
    case 'record':
      return def.valueType;
    case 'array':
      return def.element;
    case 'tuple':
      return typeof key === 'number' ? (def.items[key] ?? def.rest ?? undefined) : undefined;
    case 'intersection':
      return childSchema(def.left, key, depth + 1) ?? childSchema(def.right, key, depth + 1);
    default:
      return undefined;
  }
}

function requiredKeys(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape).filter((key) => !mayBeAbsent(def.shape[key] as Schema));
  if (def.type === 'intersection') return [...requiredKeys(shapeOf(def.left)), ...requiredKeys(shapeOf(def.right))];
  return [];
}

function describe(schema: Schema | undefined, value: unknown, path: readonly PathKey[]): Site {
  const kind = kindOf(value);
  const site: Site = { path, kind };
  if (!schema) return site;
  const checks = checksOf(schema);
  if (kind === 'object') site.required = requiredKeys(schema);
  if (kind === 'string') {
    const format = checks.find((check) => check.check === 'string_format');
    if (format && 'format' in format) site.format = format.format;
  }
  if (kind === 'number' || defOf(schema).type === 'number') {
    site.integer = checks.some((check) => check.check === 'number_format' && INTEGER_FORMATS.has(check.format));
  }
  return site;
}

/** Every place of `value` (itself first, then depth first), described by `schema` where it can be. */
export function sitesOf(schema: Schema | undefined, value: unknown): Site[] {
  const sites: Site[] = [];
  const visit = (node: Schema | undefined, item: unknown, path: readonly PathKey[]) => {
    const resolved = resolve(node, item);
    sites.push(describe(resolved, item, path));
    if (path.length >= MAX_DEPTH) return;
    if (Array.isArray(item))
      item.forEach((child, index) => visit(childSchema(resolved, index), child, [...path, index]));
    else if (isRecord(item)) {
      for (const [key, child] of Object.entries(item)) visit(childSchema(resolved, key), child, [...path, key]);
    }
  };
  visit(schema, value, []);
  return sites;
}
