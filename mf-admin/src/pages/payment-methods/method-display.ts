import type { PaymentMethod, PaymentMethodType, Role } from '@portal/contracts';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  cartes_bancaires: 'Carte Bancaire',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'Visa •••• 4242' or 'IBAN FR•• •••• 2606'. */
export function methodTitle(method: PaymentMethod): string {
  if (method.card) return `${BRANDS[method.card.brand] ?? 'Carte'} •••• ${method.card.last4}`;
  return `IBAN ${method.sepa?.country ?? ''}•• •••• ${method.sepa?.last4 ?? ''}`;
}

/** The details under the title: expiry and holder of a card; bank, mandate and holder of a mandate. */
export function methodDetails(method: PaymentMethod): string[] {
  if (method.card) {
    const { expMonth, expYear, holderName } = method.card;
    return [`Expire fin ${twoDigits(expMonth)}/${expYear}`, ...(holderName ? [holderName] : [])];
  }
  const sepa = method.sepa;
  if (!sepa) return [];
  return [
    ...(sepa.bankCode ? [`Banque ${sepa.bankCode}`] : []),
    sepa.mandateReference ? `Mandat ${sepa.mandateReference}` : 'Mandat en cours d’enregistrement',
    ...(sepa.holderName ? [sepa.holderName] : []),
  ];
}

/**
 * 02 §6: 'SEPA display only for support or when default type is SEPA'. Support here is the platform
 * (support and the super admin, who holds support's screens too).
 */
export function showsSepa(role: Role | undefined, defaultType: PaymentMethodType | null): boolean {
  return role === 'support' || role === 'super_admin' || defaultType === 'SEPA';
}
