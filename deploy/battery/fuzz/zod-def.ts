import { z } from 'zod';

/**
 * Typed access to zod 4's internal definitions (`schema._zod.def`), which the fuzz generators walk.
 * Relied upon: `_zod.def.type` and each kind's fields (`shape`, `catchall`, `element`, `options`,
 * `innerType`, `in`/`out`, `getter`, `entries`, `values`, `keyType`/`valueType`, `items`/`rest`,
 * `left`/`right`), `_zod.def.checks` (each check's `_zod.def.check` and its fields), a format
 * schema being its own check (`z.email()` carries `check: 'string_format'` on its def), `_zod.optin`
 * (a key that may be absent) and `_zod.values` (the exhaustive values of an enum or literal).
 */

export type Schema = z.core.$ZodType;
export type Def = z.core.$ZodTypes['_zod']['def'];
export type CheckDef =
  | z.core.$ZodChecks['_zod']['def']
  | z.core.$ZodCheckRegexDef
  | z.core.$ZodCheckIncludesDef
  | z.core.$ZodCheckStartsWithDef
  | z.core.$ZodCheckEndsWithDef
  | z.core.$ZodISODateTimeDef
  | z.core.$ZodURLDef
  | z.core.$ZodJWTDef
  | z.core.$ZodCustomDef;

export function defOf(schema: Schema): Def {
  return (schema as z.core.$ZodTypes)._zod.def;
}

/** The checks of a schema, its own format first (`z.uuid()`, `z.int()` are their own check). */
export function checksOf(schema: Schema): CheckDef[] {
  const def = defOf(schema) as z.core.$ZodTypeDef & Partial<z.core.$ZodCheckDef>;
  const own = typeof def.check === 'string' ? [def as unknown as CheckDef] : [];
  return [...own, ...(def.checks ?? []).map((check) => check._zod.def as CheckDef)];
}

/** Whether the key holding this schema may be absent from its object (optional, default…). */
export const mayBeAbsent = (schema: Schema) => schema._zod.optin !== undefined;

/** The exhaustive values of an enum, a literal or a union of them, when zod knows them. */
export function literalValues(schema: Schema): unknown[] | undefined {
  const values = schema._zod.values;
  return values ? [...values] : undefined;
}

/** Whether zod accepts the value (a schema that throws, e.g. an async refinement, refuses it). */
export function accepts(schema: Schema, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/** Wrappers whose input is their inner type's input, possibly absent or null. */
const WRAPPERS = new Set<Def['type']>([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/**
 * The schema that gives a value its shape: wrappers and lazies are opened, a pipe shows the side a
 * caller writes (its output side unless that is a transform, as `z.string().trim().pipe(z.email())`
 * or `z.preprocess(fn, z.array(…))`).
 */
export function shapeOf(schema: Schema, depth = 0): Schema {
  if (depth > 32) return schema;
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && 'innerType' in def) return shapeOf(def.innerType, depth + 1);
  if (def.type === 'lazy') return shapeOf(def.getter(), depth + 1);
  if (def.type === 'pipe') {
    const side = defOf(def.out).type === 'transform' ? def.in : def.out;
    return shapeOf(side, depth + 1);
  }
  return schema;
}
