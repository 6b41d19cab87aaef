import { Typography } from 'antd';
import {
  SUBSCRIPTION_OFFER_CATEGORY_LABELS,
  SUBSCRIPTION_OFFER_STATUS_LABELS,
  SUBSCRIPTION_OFFER_TYPE_LABELS,
  VAT_RATE_LABELS,
  type SubscriptionOffer,
} from '@portal/contracts';
import { formatDate, formatMoney, type ListColumn } from '@portal/kit';
import { OfferStatusTag, OfferTypeTag, offerContentText, offerPriceText } from './offer-display.js';
import { OfferRowActions, type OfferActionsProps } from './offer-row-actions.js';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The table view's columns (each may be hidden or moved through 'Configuration du tableau'). */
export function offerColumns(onEdit: OfferActionsProps['onEdit']): ListColumn<SubscriptionOffer>[] {
  return [
    {
      title: 'Nom',
      dataIndex: 'name',
      sorter: true,
      render: (_, offer) => (
        <>
          {offer.name}
          {offer.description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0, maxWidth: 400 }}>
              {offer.description}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      sorter: true,
      render: (_, offer) => <OfferTypeTag offer={offer} />,
      exportValue: (offer) => SUBSCRIPTION_OFFER_TYPE_LABELS[offer.type],
    },
    {
      title: 'Catégorie',
      dataIndex: 'category',
      render: (_, offer) => SUBSCRIPTION_OFFER_CATEGORY_LABELS[offer.category],
      exportValue: (offer) => SUBSCRIPTION_OFFER_CATEGORY_LABELS[offer.category],
    },
    {
      title: 'Prix HT',
      dataIndex: 'price',
      sorter: true,
      align: 'right',
      render: (_, offer) => <span style={NO_WRAP}>{offerPriceText(offer)}</span>,
      exportValue: (offer) => Number(offer.price),
    },
    {
      title: 'Prix annuel HT',
      dataIndex: 'yearlyPrice',
      align: 'right',
      render: (_, offer) => <span style={NO_WRAP}>{offer.yearlyPrice ? formatMoney(offer.yearlyPrice) : '—'}</span>,
      exportValue: (offer) => (offer.yearlyPrice ? Number(offer.yearlyPrice) : null),
    },
    {
      title: 'Contenu',
      dataIndex: 'packQuantity',
      render: (_, offer) => offerContentText(offer) || '—',
      exportValue: (offer) => offerContentText(offer),
    },
    {
      title: 'TVA',
      dataIndex: 'vatRate',
      render: (_, offer) => <span style={NO_WRAP}>{VAT_RATE_LABELS[offer.vatRate]}</span>,
      exportValue: (offer) => VAT_RATE_LABELS[offer.vatRate],
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      render: (_, offer) => <OfferStatusTag status={offer.status} />,
      exportValue: (offer) => SUBSCRIPTION_OFFER_STATUS_LABELS[offer.status],
    },
    { title: 'Ventes', dataIndex: 'numberOfSales', sorter: true, align: 'right' },
    {
      title: "Chiffre d'affaires HT",
      dataIndex: 'turnover',
      sorter: true,
      align: 'right',
      render: (_, offer) => formatMoney(offer.turnover),
      exportValue: (offer) => Number(offer.turnover),
    },
    {
      title: 'Créée le',
      dataIndex: 'createdAt',
      sorter: true,
      render: (_, offer) => formatDate(offer.createdAt),
      exportValue: (offer) => formatDate(offer.createdAt),
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, offer) => <OfferRowActions offer={offer} onEdit={onEdit} />,
    },
  ];
}
