/**
 * What the collaborators' search and order look into, folded by the service before it is stored
 * (`search_text` and `sort_name`, migration 002), the typed query folded alike by `searchPattern`.
 */
import { foldText } from '@portal/service-kit/db/search';

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
