import { DEFAULT_BILLING_SETTINGS } from '@portal/contracts';
import type { DocumentFormat } from '../documents/rendering/index.js';

/** How the platform's invoices are paid, and the late-payment penalties every B2B invoice states. */
export const PLATFORM_PAYMENT_TERMS = [
  'Paiement par carte bancaire, prélèvement SEPA ou chèque à réception de facture.',
  DEFAULT_BILLING_SETTINGS.latePaymentText,
].join('\n');

/** The platform invoices in euros, the French way. */
export const PLATFORM_DOCUMENT_FORMAT: DocumentFormat = { currency: 'EUR', decimalSeparator: 'comma', vatLabel: 'TVA' };
