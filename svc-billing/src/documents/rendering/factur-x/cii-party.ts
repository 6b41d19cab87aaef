import type { DocumentParty } from '@portal/contracts';
import { countryCode } from './cii-values.js';
import { element, optionalTextElement, textElement } from './xml-text.js';

/** SIRET: 14 digits, whose first 9 are the company's SIREN. */
function siretDigits(siret: string): string {
  return siret.replace(/\D/g, '');
}

/**
 * A seller or buyer as a CII `ram:TradePartyType` (children in the XSD's order), the French way
 * (the Factur-X guide for France): the SIRET as the party's global id (ISO 6523 scheme 0009), its
 * SIREN (the SIRET's first 9 digits) as the legal registration id (scheme 0002, the SIRENE
 * registry), the e-mail as the electronic address (scheme EM), the intra-community VAT number
 * under scheme VA. Blank fields are left out.
 */
export function tradeParty(name: string, party: DocumentParty): string {
  const siret = siretDigits(party.siret);
  const siren = siret.slice(0, 9);
  const contact = party.phone.trim()
    ? element(
        'ram:DefinedTradeContact',
        element('ram:TelephoneUniversalCommunication', textElement('ram:CompleteNumber', party.phone.trim())),
      )
    : '';
  const address = element(
    'ram:PostalTradeAddress',
    [
      optionalTextElement('ram:PostcodeCode', party.zipcode),
      optionalTextElement('ram:LineOne', party.street),
      optionalTextElement('ram:CityName', party.city),
      textElement('ram:CountryID', countryCode(party.country)),
    ].join(''),
  );
  return element(
    name,
    [
      siret.length === 14 ? textElement('ram:GlobalID', siret, { schemeID: '0009' }) : '',
      textElement('ram:Name', party.name),
      siren.length === 9
        ? element('ram:SpecifiedLegalOrganization', textElement('ram:ID', siren, { schemeID: '0002' }))
        : '',
      contact,
      address,
      party.email.trim()
        ? element('ram:URIUniversalCommunication', textElement('ram:URIID', party.email.trim(), { schemeID: 'EM' }))
        : '',
      party.vatNumber.trim()
        ? element('ram:SpecifiedTaxRegistration', textElement('ram:ID', party.vatNumber.trim(), { schemeID: 'VA' }))
        : '',
    ].join(''),
  );
}
