import { DEFAULT_BILLING_SETTINGS, type DocumentParty } from '@portal/contracts';
import type { DocumentFormat } from '../documents/rendering/index.js';

/**
 * The platform as the seller of its agency invoices: its legal identity printed on every one of them.
 * TO SET before the first real invoice: these are plausible placeholders (a SIREN with a valid key,
 * the VAT number it gives), not the company's — its legal name, form and capital, registered
 * office, SIRET (its first 9 digits are the SIREN) and intra-community VAT number.
 */
export const PLATFORM_SELLER: DocumentParty = {
  name: 'Portail Agences SAS',
  street: '12 rue de la République',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'facturation@portail-agences.fr',
  phone: '04 67 00 00 00',
  siret: '91234567500017',
  vatNumber: 'FR65912345675',
  legalMentions: 'SAS au capital de 10 000 € – RCS Montpellier 912 345 675',
  reference: '',
};

/** How the platform's invoices are paid, and the late-payment penalties every B2B invoice states. */
export const PLATFORM_PAYMENT_TERMS = [
  'Paiement par carte bancaire, prélèvement SEPA ou chèque à réception de facture.',
  DEFAULT_BILLING_SETTINGS.latePaymentText,
].join('\n');

/** The platform invoices in euros, the French way. */
export const PLATFORM_DOCUMENT_FORMAT: DocumentFormat = { currency: 'EUR', decimalSeparator: 'comma', vatLabel: 'TVA' };
