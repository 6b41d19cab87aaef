import { formatMoney } from '@portal/kit';
import type { Discount } from '@portal/contracts';

/** A discount's value as the list shows it: '5,00 %' for a percentage, '35,00 €' for an amount. */
export function discountValueText(discount: Pick<Discount, 'type' | 'value'>): string {
  return discount.type === 'percent'
    ? `${Number(discount.value).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`
    : formatMoney(discount.value);
}
