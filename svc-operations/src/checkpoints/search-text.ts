/**
 * Accent and case folding of the checkpoint search (spec 00 §5: search ignores case and accents).
 * The table is the one of `checkpoints.search_text` (migration 004) and of the reference list in
 * identity, so that the typed query and the stored text fold alike without the `unaccent` extension.
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

export const FOLD_FROM = Object.values(FOLDS).join('');
export const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');

const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]));

/** What `lower(translate(text, FOLD_FROM, FOLD_TO))` gives in SQL. */
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
