/**
 * Case and accent folding for the collaborators' search and order (spec 00 §5: search ignores case
 * and accents). The service folds both the stored `search_text` / `sort_name` and the typed query
 * with this one function, so the database needs no `unaccent` extension.
 */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/** 'Hélène CŒUR' → 'helene coeur'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæßøđł]/g, (char) => LIGATURES[char] ?? char);
}

/** A LIKE pattern matching the folded query anywhere, the user's `%`, `_` and `\` taken literally. */
export function containsPattern(query: string): string {
  return `%${foldText(query.trim()).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What the search looks into: names both ways, e-mail, phones (also without spaces), number, position. */
export function searchTextOf(person: {
  firstName: string;
  lastName: string;
  email: string;
  phones: readonly string[];
  registrationNumber: string;
  position: string;
}): string {
  const phones = person.phones.flatMap((phone) => [phone, phone.replace(/\s/g, '')]);
  return foldText(
    [
      `${person.firstName} ${person.lastName}`,
      `${person.lastName} ${person.firstName}`,
      person.email,
      ...phones,
      person.registrationNumber,
      person.position,
    ]
      .filter(Boolean)
      .join(' | '),
  );
}

/** The list's name order: last name, then first name, folded. */
export function sortNameOf(person: { firstName: string; lastName: string }): string {
  return foldText(`${person.lastName} ${person.firstName}`);
}
