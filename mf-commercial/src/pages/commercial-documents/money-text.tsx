import { formatMoney } from '@portal/kit';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** An amount in the agency's currency, kept on one line ('1 203,84 €'). */
export function MoneyText({ amount, currency }: { amount: string; currency: string }) {
  return <span style={NOWRAP}>{formatMoney(amount, currency)}</span>;
}
