/**
 * What the list endpoints share to read a search and its filters (spec 00 §5: search ignores case
 * and accents). Folding needs no `unaccent` extension (a non-superuser owner cannot always create
 * it): text folded in SQL goes through `lower(translate(text, FOLD_FROM, FOLD_TO))`, whose exact
 * twin in the service is `foldAccents`; text folded by the service before it is stored goes through
 * `foldText`, which also spells out the ligatures ('Œuvre' → 'oeuvre').
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

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

export const FOLD_FROM = Object.values(FOLDS).join('');
export const FOLD_TO = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat([...accented].length))
  .join('');

const FOLD_MAP = new Map([...FOLD_FROM].map((char, index) => [char, FOLD_TO[index] ?? char]));

/** What `lower(translate(text, FOLD_FROM, FOLD_TO))` gives in SQL. */
export function foldAccents(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => FOLD_MAP.get(char) ?? char)
    .join('')
    .toLowerCase();
}

/** Lower case, accents removed, ligatures spelled out: 'Hélène CŒUR' → 'helene coeur'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđł]/g, (char) => LIGATURES[char] ?? char)
    .normalize('NFC');
}

/**
 * A LIKE pattern matching the folded query anywhere, the user's `%`, `_` and `\` taken literally;
 * null when the query is blank. `fold` must be the folding of the searched column.
 */
export function searchPattern(
  query: string | null | undefined,
  fold: (text: string) => string = foldText,
): string | null {
  const trimmed = query?.trim();
  if (!trimmed) return null;
  return `%${fold(trimmed).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A filter given as one value or several, as a list; null (any) when absent or empty. */
export function asList<T>(value: T | readonly T[] | null | undefined): T[] | null {
  if (value === null || value === undefined) return null;
  const list = Array.isArray(value) ? [...(value as readonly T[])] : [value as T];
  return list.length > 0 ? list : null;
}
