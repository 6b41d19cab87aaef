/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracket notation
 * (`metadata[agencyId]=…`, `payment_method_types[0]=card`, `expand[]=latest_charge`), in bodies and
 * in query strings alike. Parsed into nested objects whose leaves are strings; lists stay objects
 * keyed by index until a reader asks for a list.
 */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

function keySegments(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return [key];
  const rest = match[2] ?? '';
  return [match[1], ...[...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')];
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = keySegments(key);
    let node = root;
    segments.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === segments.length - 1) {
        node[name] = value;
        return;
      }
      const child = node[name];
      if (typeof child === 'object') {
        node = child;
      } else {
        const created: FormObject = {};
        node[name] = created;
        node = created;
      }
    });
  }
  return root;
}

/** The same parameters whatever their order: what idempotency compares. */
export function canonicalForm(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalForm(value[key] as FormValue)}`).join(',')}}`;
}
