import type { BankAccount, BillingSettings, CommercialDocumentKind, DocumentParty } from '@portal/contracts';
import type { CustomerDbRow } from '../customers/repo.js';

/** The agency as its documents print it: the legal identity of its billing settings. */
export function sellerOf(settings: BillingSettings): DocumentParty {
  const identity = settings.legalIdentity;
  return {
    name: identity.legalName,
    street: identity.street,
    zipcode: identity.zipcode,
    city: identity.city,
    country: identity.country,
    email: identity.email,
    phone: identity.phone,
    siret: identity.siret,
    vatNumber: identity.vatNumber,
    legalMentions: identity.legalMentions,
    reference: '',
  };
}

/** What an invoice cannot be validated without: the legal name, the SIRET and the address. */
export function sellerIsComplete(settings: BillingSettings): boolean {
  const { legalName, siret, street, zipcode, city } = settings.legalIdentity;
  return [legalName, siret, street, zipcode, city].every((value) => value.trim() !== '');
}

/** The customer as his documents print him, with his customer number. */
export function buyerOf(customer: CustomerDbRow): DocumentParty {
  return {
    name: customer.name,
    street: [customer.street, customer.complement].filter((part) => part.trim() !== '').join(', '),
    zipcode: customer.zipcode,
    city: customer.city,
    country: customer.country,
    email: customer.email,
    phone: customer.phone,
    siret: customer.siret,
    vatNumber: customer.vat,
    legalMentions: '',
    reference: customer.customerNumber,
  };
}

/**
 * The legal texts printed at the foot: how to pay (the settings' bank details text, 'Paiement par
 * chèque ou par virement bancaire' by default, and the IBAN when given) and, on invoices, the
 * late-payment penalties with the €40 recovery indemnity.
 */
export function paymentTermsOf(settings: BillingSettings, kind: CommercialDocumentKind): string {
  const { iban, bic } = settings.legalIdentity;
  const bank = iban ? `IBAN : ${iban}${bic ? ` – BIC : ${bic}` : ''}` : '';
  const late = kind === 'invoice' ? settings.latePaymentText : '';
  return [settings.bankDetailsText, bank, late].filter((text) => text.trim() !== '').join('\n');
}

/** The account invoices are paid to (their Factur-X payment means), when the settings give an IBAN. */
export function bankAccountOf(settings: BillingSettings): BankAccount | null {
  const { iban, bic } = settings.legalIdentity;
  return iban.trim() ? { iban, bic } : null;
}
