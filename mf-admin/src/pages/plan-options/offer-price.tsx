import { Typography } from 'antd';
import { cartUnitPrice, type OfferedSubscriptionOffer, type PaymentPeriod } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

/** '49,99 € HT / mois', '549,89 € HT / an', or a pack's or an article's price. */
export function OfferPrice({ offer, period }: { offer: OfferedSubscriptionOffer; period: PaymentPeriod }) {
  const perPeriod = offer.yearlyPrice === null ? '' : period === 'yearly' ? ' / an' : ' / mois';
  return (
    <Typography.Text strong>
      {formatMoney(cartUnitPrice(offer, period))} HT{perPeriod}
    </Typography.Text>
  );
}
