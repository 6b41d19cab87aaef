import { Typography } from 'antd';
import { articleOrderStatusBadge, type AgencyArticleOrder } from '@portal/contracts';
import { RowAction, formatDate, type ListColumn } from '@portal/kit';
import {
  ArticleOrderDates,
  ArticleOrderStatusTag,
  DeliveryAddress,
  articleOrderDates,
} from './article-order-display.js';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The orders' columns: order date, agency (the platform's list), article, quantity, delivery
 * address, status, the dates reached, the comment and, for the platform, the row's change.
 */
export function articleOrderColumns(
  options: { platform: false } | { platform: true; onChange: (order: AgencyArticleOrder) => void },
): ListColumn<AgencyArticleOrder>[] {
  const columns: (ListColumn<AgencyArticleOrder> | null)[] = [
    {
      title: 'Date',
      dataIndex: 'createdAt',
      sorter: true,
      render: (_, order) => <span style={NO_WRAP}>{formatDate(order.createdAt)}</span>,
      exportValue: (order) => formatDate(order.createdAt),
    },
    options.platform
      ? {
          title: 'Agence',
          dataIndex: ['agency', 'name'],
          sorter: true,
          sortKey: 'agency',
          exportValue: (order) => order.agency.name,
        }
      : null,
    {
      title: 'Article',
      dataIndex: 'designation',
      sorter: true,
      render: (_, order) => (
        <>
          {order.designation}
          <Typography.Text type="secondary" style={{ display: 'block', ...NO_WRAP }}>
            Facture {order.invoice.number}
          </Typography.Text>
        </>
      ),
      exportValue: (order) => order.designation,
    },
    { title: 'Quantité', dataIndex: 'quantity', sorter: true, align: 'right' },
    {
      title: 'Adresse de livraison',
      dataIndex: 'deliveryAddress',
      render: (_, order) => <DeliveryAddress order={order} />,
      exportValue: (order) => [order.deliveryAddress, order.deliveryInstructions].filter(Boolean).join(' — '),
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      render: (_, order) => <ArticleOrderStatusTag status={order.status} />,
      exportValue: (order) => articleOrderStatusBadge(order.status).label,
    },
    {
      title: 'Suivi',
      dataIndex: 'validatedAt',
      render: (_, order) => <ArticleOrderDates order={order} />,
      exportValue: (order) => articleOrderDates(order).join(', '),
    },
    {
      title: 'Commentaire',
      dataIndex: 'comment',
      render: (_, order) =>
        order.comment ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: order.comment }} style={{ margin: 0, maxWidth: 240 }}>
            {order.comment}
          </Typography.Paragraph>
        ) : (
          '—'
        ),
    },
    options.platform
      ? {
          title: 'Actions',
          dataIndex: 'id',
          hideInExport: true,
          render: (_, order) => <RowAction onClick={() => options.onChange(order)}>Modifier</RowAction>,
        }
      : null,
  ];
  return columns.filter((column) => column !== null);
}
