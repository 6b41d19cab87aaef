import { Tag } from 'antd';
import {
  PACK_UNIT_LABELS,
  SUBSCRIPTION_OFFER_STATUS_LABELS,
  SUBSCRIPTION_OFFER_TYPE_LABELS,
  type SubscriptionOffer,
  type SubscriptionOfferCategory,
  type SubscriptionOfferStatus,
} from '@portal/contracts';
import { formatMoney } from '@portal/kit';

const CATEGORY_COLORS: Record<SubscriptionOfferCategory, string> = { subs: 'blue', pack: 'purple', article: 'gold' };
const STATUS_COLORS: Record<SubscriptionOfferStatus, string> = { 100: 'green', 200: 'default', 300: 'red' };

/** The offer's type, coloured by its category. */
export function OfferTypeTag({ offer }: { offer: Pick<SubscriptionOffer, 'type' | 'category'> }) {
  return (
    <Tag color={CATEGORY_COLORS[offer.category]} style={{ whiteSpace: 'normal' }}>
      {SUBSCRIPTION_OFFER_TYPE_LABELS[offer.type]}
    </Tag>
  );
}

export function OfferStatusTag({ status }: { status: SubscriptionOfferStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{SUBSCRIPTION_OFFER_STATUS_LABELS[status]}</Tag>;
}

/** '49,99 € HT / mois' for a subscription, '9,90 € HT le pack', '39,00 € HT' for an article. */
export function offerPriceText(offer: Pick<SubscriptionOffer, 'category' | 'price'>): string {
  const amount = `${formatMoney(offer.price)} HT`;
  if (offer.category === 'subs') return `${amount} / mois`;
  return offer.category === 'pack' ? `${amount} le pack` : amount;
}

/** What the offer gives: '5 licences incluses', '10 signatures électroniques'; '' for an article. */
export function offerContentText(offer: Pick<SubscriptionOffer, 'type' | 'includedLicences' | 'packQuantity'>) {
  const units = PACK_UNIT_LABELS[offer.type];
  if (units) return `${offer.packQuantity} ${offer.packQuantity > 1 ? units[1] : units[0]}`;
  if (offer.includedLicences > 0) {
    return `${offer.includedLicences} ${offer.includedLicences > 1 ? 'licences incluses' : 'licence incluse'}`;
  }
  return '';
}

/** '3 ventes · 149,97 € HT'. */
export function offerSalesText(offer: Pick<SubscriptionOffer, 'numberOfSales' | 'turnover'>): string {
  const sales = `${offer.numberOfSales} ${offer.numberOfSales > 1 ? 'ventes' : 'vente'}`;
  return `${sales} · ${formatMoney(offer.turnover)} HT`;
}
