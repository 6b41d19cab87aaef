/**
 * Accent and case folding for searches (spec 00 §5: search ignores case and accents), the same
 * folding as identity's agency search: the stored `search_text` and `name_key` columns and the
 * typed query are folded alike, without the `unaccent` extension.
 */
const FOLDS: Record<string, string> = {
  a: 'ÀÁÂÃÄÅàáâãäå',
  ae: 'Ææ',
  c: 'Çç',
  e: 'ÈÉÊËèéêë',
  i: 'ÌÍÎÏìíîï',
  n: 'Ññ',
  o: 'ÒÓÔÕÖØòóôõöø',
  oe: 'Œœ',
  u: 'ÙÚÛÜùúûü',
  y: 'ÝŸýÿ',
};

const FOLD_MAP = new Map(
  Object.entries(FOLDS).flatMap(([plain, accented]) => [...accented].map((char) => [char, plain] as const)),
);

/** Lower case, accents removed ('Hélène Œuvre' → 'helene oeuvre'). */
export function foldText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** A LIKE pattern matching the folded text anywhere, the user's `%`, `_` and `\` taken literally. */
export function containsPattern(query: string): string {
  return `%${foldText(query.trim()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
