import { z } from 'zod';
import { PaymentMethodTypeSchema } from './agency-invoices.js';

/**
 * The agency's payment methods (payments/methods 'Mes moyens de paiement', 02 §2, §3 Payment method,
 * §4): its bank cards and SEPA mandates, saved at Stripe through a set-up (the card element or the
 * IBAN, confirmed by Stripe.js), one of them the default. A cheque is a default type, never a saved
 * method.
 */

export const SAVED_PAYMENT_METHOD_TYPES = ['CARD', 'SEPA'] as const;
export const SavedPaymentMethodTypeSchema = z.enum(SAVED_PAYMENT_METHOD_TYPES);
export type SavedPaymentMethodType = z.infer<typeof SavedPaymentMethodTypeSchema>;

/** Stripe's id of a payment method (`pm_…`; older cards `card_…`): what the path names. */
export const PaymentMethodIdSchema = z.string().regex(/^[a-z]{2,8}_[A-Za-z0-9]{1,200}$/);

export const PaymentCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int(),
  expYear: z.int(),
  holderName: z.string().nullable(),
});
export type PaymentCard = z.infer<typeof PaymentCardSchema>;

export const SepaMandateSchema = z.object({
  /** The IBAN's last four characters. */
  last4: z.string(),
  bankCode: z.string().nullable(),
  country: z.string().nullable(),
  /** Known once Stripe's event of the set-up has reached billing. */
  mandateReference: z.string().nullable(),
  holderName: z.string().nullable(),
});
export type SepaMandate = z.infer<typeof SepaMandateSchema>;

export const PaymentMethodSchema = z.object({
  id: PaymentMethodIdSchema,
  type: SavedPaymentMethodTypeSchema,
  /** Usable, so it may become the default (an expired card is not). */
  enabled: z.boolean(),
  isDefault: z.boolean(),
  card: PaymentCardSchema.nullable(),
  sepa: SepaMandateSchema.nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** `GET payment-methods`: the default's type (02 §3 defaultPaymentMethodType) and the methods, default first. */
export const AgencyPaymentMethodsSchema = z.object({
  defaultType: PaymentMethodTypeSchema.nullable(),
  methods: z.array(PaymentMethodSchema),
});
export type AgencyPaymentMethods = z.infer<typeof AgencyPaymentMethodsSchema>;

/** `POST agency-invoice/{id}/sepa-payment`'s body: the agency's SEPA mandate to debit. */
export const SepaPaymentRequestSchema = z.strictObject({ methodId: PaymentMethodIdSchema });
export type SepaPaymentRequest = z.infer<typeof SepaPaymentRequestSchema>;

export const PaymentMethodSetupRequestSchema = z.strictObject({ type: SavedPaymentMethodTypeSchema });
export type PaymentMethodSetupRequest = z.infer<typeof PaymentMethodSetupRequestSchema>;

/** A Stripe set-up intent's client secret, for Stripe.js's `confirmCardSetup` or `confirmSepaDebitSetup`. */
export const PaymentMethodSetupSchema = z.object({
  type: SavedPaymentMethodTypeSchema,
  clientSecret: z.string(),
  /** Who collects the debits, as the SEPA mandate text names it (`sepaMandateText`). */
  creditorName: z.string(),
});
export type PaymentMethodSetup = z.infer<typeof PaymentMethodSetupSchema>;

/** `GET payments-fix`: the payments read again from Stripe, and how many of them changed. */
export const PaymentsFixResultSchema = z.object({ checked: z.int().min(0), fixed: z.int().min(0) });
export type PaymentsFixResult = z.infer<typeof PaymentsFixResultSchema>;

/** A card is usable until the end of its expiry month. */
export function isCardExpired(card: { expMonth: number; expYear: number }, today = new Date()): boolean {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/**
 * The mandate text Stripe requires beside the IBAN form (Stripe's French wording), naming who collects
 * the debits: the platform's company, the seller of the agency invoices (billing's `PLATFORM_SELLER`,
 * which the set-up intent gives as `creditorName`).
 */
export const sepaMandateText = (creditorName: string) =>
  `En fournissant vos informations de paiement et en confirmant ce paiement, vous autorisez (A) ${creditorName} ` +
  'et Stripe, notre prestataire de services de paiement, à envoyer des instructions à votre banque pour débiter ' +
  'votre compte et (B) votre banque à débiter votre compte conformément à ces instructions. Vous avez, entre ' +
  'autres, le droit de vous faire rembourser par votre banque selon les modalités et conditions du contrat conclu ' +
  'avec votre banque. La demande de remboursement doit être soumise dans un délai de 8 semaines à compter de la ' +
  'date à laquelle votre compte a été débité. Vos droits sont expliqués dans une déclaration disponible auprès de ' +
  'votre banque. Vous acceptez de recevoir des notifications des débits à venir dans les 2 jours précédant leur ' +
  'réalisation.';
