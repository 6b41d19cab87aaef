/**
 * Accent and case folding for searches (spec 00 §5: search ignores case and accents), the same table
 * as the `translate()` of the generated `search_text` and `sort_name` columns (migration 003), so both
 * sides fold alike without the `unaccent` extension.
 */
const FOLDS: Record<string, string> = {
  a: 'ÀÁÂÃÄÅàáâãäå',
  c: 'Çç',
  e: 'ÈÉÊËèéêë',
  i: 'ÌÍÎÏìíîï',
  n: 'Ññ',
  o: 'ÒÓÔÕÖØòóôõöø',
  u: 'ÙÚÛÜùúûü',
  y: 'ÝŸýÿ',
};

const FOLD_FROM = Object.values(FOLDS).join('');
const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');
const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]));

/** What `lower(translate(text, FROM, TO))` gives in SQL. */
export function foldText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** A LIKE pattern matching the folded text anywhere, the user's `%`, `_` and `\` taken literally; null when blank. */
export function containsPattern(query: string | undefined): string | null {
  const trimmed = query?.trim();
  if (!trimmed) return null;
  return `%${foldText(trimmed).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One value or several as a list; null or empty means any. */
export function asList<T>(value: T | T[] | null | undefined): T[] | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? value : [value];
  return list.length > 0 ? list : null;
}
