import type { DocumentParty } from '@portal/contracts';

/** The address and identifiers of a party as printed lines (blank ones left out). */
export function addressLines(party: DocumentParty): string[] {
  return [party.street, [party.zipcode, party.city].filter(Boolean).join(' ')].filter((line) => line.trim());
}

/** 'SIRET : 123 456 789 00012' and 'N° TVA : FR32123456789', when the party has them. */
export function identifierLines(party: DocumentParty, vatLabel: string): string[] {
  const siret = party.siret.replace(/\D/g, '');
  const spacedSiret =
    siret.length === 14 ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}` : siret;
  return [
    siret ? `SIRET : ${spacedSiret}` : '',
    party.vatNumber.trim() ? `N° ${vatLabel} intracommunautaire : ${party.vatNumber.trim()}` : '',
  ].filter(Boolean);
}

/** The seller's legal line of the footer: name, legal form and registry, SIRET, VAT number. */
export function legalFooterLine(seller: DocumentParty, vatLabel: string): string {
  return [seller.name, seller.legalMentions.trim(), ...identifierLines(seller, vatLabel)].filter(Boolean).join(' – ');
}
