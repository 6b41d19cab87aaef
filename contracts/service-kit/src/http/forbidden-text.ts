import { createMiddleware } from 'hono/factory';
import { fr } from '@portal/contracts';
import { AppError } from './app-error.js';
import type { AppEnv } from './env.js';

/**
 * Characters no text of ours may hold: NUL, which PostgreSQL refuses in text and jsonb (a list's
 * `query` with one answered 500), and lone UTF-16 surrogates, which it refuses too and which are no
 * character at all.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The place of the first text holding a forbidden character in a parsed value (keys included), if any. */
export function forbiddenTextAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextAt(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenText(key)) return [...path, key].join('.');
      const found = forbiddenTextAt(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The 400 of a text holding a forbidden character, on its field. */
export const forbiddenTextError = (path: string) =>
  new AppError('VALIDATION_FAILED', {
    details: { issues: [{ path, message: fr.FORBIDDEN_CHARACTER }] },
    internal: `forbidden character in ${path || 'the request'}`,
  });

/** Decodes a URL component; a malformed escape (or an encoded lone surrogate) is refused like NUL. */
function decoded(component: string): string {
  try {
    return decodeURIComponent(component);
  } catch {
    return '\u0000';
  }
}

/**
 * Refuses, before any route, a path or a query string holding NUL or a lone surrogate (encoded or
 * not) with 400: every path parameter and query value the routes read is then clean, whether or not
 * they validate it. Bodies are checked by `validate`.
 */
export const forbiddenTextInUrl = createMiddleware<AppEnv>(async (c, next) => {
  // Without an escape, decoding changes nothing (a `+` only becomes a space): the URL as it came
  // is what would be checked, without parsing it.
  if (!c.req.url.includes('%') && !hasForbiddenText(c.req.url)) return next();
  const url = new URL(c.req.url);
  const segments = url.pathname.split('/').map(decoded);
  const query = url.search
    .slice(1)
    .split(/[&=]/)
    .map((part) => decoded(part.replaceAll('+', ' ')));
  if ([...segments, ...query].some(hasForbiddenText)) throw forbiddenTextError(url.search ? 'query' : 'path');
  await next();
});
