import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ROUTE_CATALOGUE, isWrite, routeName } from '../routes/catalogue.js';
import { declaredKeys } from './declared-keys.js';
import { DECLARED_ON_PURPOSE } from './declared-on-purpose.js';
import { FREE_FORM, PROTECTED_FIELDS } from './protected-fields.js';

const writeRoutes = ROUTE_CATALOGUE.filter((route) => route.body && isWrite(route));
const PROTECTED = new Set(Object.keys(PROTECTED_FIELDS));

/** Every protected key a write body declares (`service METHOD path key`), and every object open to any key. */
function declaredProtectedFields() {
  const declared: string[] = [];
  const open: string[] = [];
  for (const route of writeRoutes) {
    for (const found of declaredKeys(route.body as z.core.$ZodType, FREE_FORM)) {
      if ('openTo' in found) open.push(`${routeName(route)} ${found.path || '(body)'}`);
      else if (PROTECTED.has(found.key)) declared.push(`${routeName(route)} ${found.path}${found.key}`);
    }
  }
  return { declared, open };
}

describe('protected fields a write body declares', () => {
  test('the walk finds keys in nested objects, arrays, unions and records, and objects open to any key', () => {
    const schema = z.strictObject({
      name: z.string(),
      lines: z.array(z.object({ status: z.number() }).optional()),
      kind: z.union([z.object({ role: z.string() }), z.object({ id: z.uuid() })]),
      byKey: z.record(z.string(), z.object({ agencyId: z.uuid() })),
      extra: z.looseObject({ label: z.string() }),
      bag: z.record(z.string(), z.unknown()),
      settings: z.object({ status: z.number() }),
    });
    const keys = declaredKeys(schema, new Set(['settings']));
    expect(keys).toEqual(
      expect.arrayContaining([
        { path: 'lines.[].', key: 'status' },
        { path: 'kind.', key: 'role' },
        { path: 'kind.', key: 'id' },
        { path: 'byKey.{key}.', key: 'agencyId' },
        { path: 'extra.', openTo: 'any key' },
        { path: 'bag.', openTo: 'any key' },
      ]),
    );
    expect(keys).not.toContainEqual({ path: 'settings.', key: 'status' });
    expect(keys.filter((key) => 'openTo' in key)).toHaveLength(2);
  });

  test('each is reviewed (declared-on-purpose.ts), no review is left for a field no longer declared', () => {
    const { declared } = declaredProtectedFields();
    expect(declared.length).toBeGreaterThan(0);
    const unreviewed = declared.filter((field) => !(field in DECLARED_ON_PURPOSE));
    const stale = Object.keys(DECLARED_ON_PURPOSE).filter((field) => !declared.includes(field));
    expect({ unreviewed, stale }).toEqual({ unreviewed: [], stale: [] });
  });

  test('no write body takes keys it does not name, free-form settings bags aside', () => {
    expect(declaredProtectedFields().open).toEqual([]);
  });
});
