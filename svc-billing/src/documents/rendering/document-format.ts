import type { BillingSettings } from '@portal/contracts';
import type { BankAccount } from '@portal/contracts';

/**
 * How the agency prints its documents, from its billing settings: the currency and decimal
 * separator of its amounts, its name for VAT ('TVA'), and the bank account its e-invoices ask to be
 * paid to (`legalIdentity.iban` / `.bic`; without an IBAN the e-invoice names no payment means).
 */
export type DocumentFormat = Pick<BillingSettings, 'currency' | 'decimalSeparator' | 'vatLabel'> & {
  bankAccount?: BankAccount | null;
};
