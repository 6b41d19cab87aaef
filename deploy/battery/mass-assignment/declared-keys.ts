import { defOf, shapeOf, type Schema } from '../fuzz/zod-def.js';

/** A key a body schema accepts, at its place (`lines[].status`), or an object open to any key. */
export type DeclaredKey = { path: string; key: string } | { path: string; openTo: 'any key' };

const MAX_DEPTH = 24;

/**
 * Every object key a body schema accepts, at any depth (wrappers, pipes, lazies, unions, arrays,
 * records opened), and every object that takes keys it does not name (a catchall, a loose object, a
 * record whose values may be anything): where a write could carry a field nobody reviewed.
 * `freeForm` names the keys whose values are declared free-form bags (settings merged by key).
 */
export function declaredKeys(schema: Schema, freeForm: ReadonlySet<string>): DeclaredKey[] {
  const found = new Map<string, DeclaredKey>();
  const visit = (node: Schema, path: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const shaped = shapeOf(node);
    const def = defOf(shaped);
    switch (def.type) {
      case 'object': {
        for (const [key, child] of Object.entries(def.shape)) {
          found.set(`${path}${key}`, { path, key });
          if (!freeForm.has(key)) visit(child, `${path}${key}.`, depth + 1);
        }
        const catchall = def.catchall && defOf(def.catchall).type;
        if (catchall && catchall !== 'never') found.set(`${path}*`, { path, openTo: 'any key' });
        return;
      }
      case 'record': {
        // Keyed by the caller: its values are walked; values of any shape are open to any key.
        const values = defOf(shapeOf(def.valueType)).type;
        if (values === 'any' || values === 'unknown') found.set(`${path}{key}`, { path, openTo: 'any key' });
        return visit(def.valueType, `${path}{key}.`, depth + 1);
      }
      case 'array':
        return visit(def.element, `${path}[].`, depth + 1);
      case 'tuple':
        return [...def.items, ...(def.rest ? [def.rest] : [])].forEach((item) => visit(item, `${path}[].`, depth + 1));
      case 'union':
        return def.options.forEach((option) => visit(option, path, depth + 1));
      case 'intersection':
        visit(def.left, path, depth + 1);
        return visit(def.right, path, depth + 1);
      default:
        return;
    }
  };
  visit(schema, '', 0);
  return [...found.values()];
}
