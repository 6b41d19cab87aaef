/**
 * Writing XML text safely: every value that comes from a user (names, designations, labels) goes
 * through `escapeXml`, which also drops the characters XML 1.0 cannot carry at all.
 */

// Control characters other than tab, line feed and carriage return, lone surrogates, U+FFFE/U+FFFF:
// matching them is the point, hence the control characters in the pattern.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value → XML (entities escaped, impossible characters removed). */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** `<name attr="…">children</name>`: children are XML already; attribute values are escaped here. */
export function element(name: string, children: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return `<${name}${attrs}>${children}</${name}>`;
}

/** An element holding a text value, escaped. */
export function textElement(name: string, value: string, attributes: Record<string, string> = {}): string {
  return element(name, escapeXml(value), attributes);
}

/** The element only when the value is not blank (most EN 16931 terms are optional). */
export function optionalTextElement(
  name: string,
  value: string | null | undefined,
  attributes?: Record<string, string>,
): string {
  const text = value?.trim() ?? '';
  return text ? textElement(name, text, attributes) : '';
}
