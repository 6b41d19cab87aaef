import { Tag, Typography } from 'antd';
import {
  ARTICLE_ORDER_STATUS_DATE_FIELDS,
  ARTICLE_ORDER_STATUS_LABELS,
  ARTICLE_ORDER_STATUSES,
  articleOrderStatusBadge,
  type AgencyArticleOrder,
} from '@portal/contracts';
import { formatDate } from '@portal/kit';

/** The order's status badge (02 §4: a status the screen does not know in black). */
export function ArticleOrderStatusTag({ status }: { status: number }) {
  const badge = articleOrderStatusBadge(status);
  return <Tag color={badge.color}>{badge.label}</Tag>;
}

/** The dates the order reached, in the statuses' order: 'Validée le 20/11/2026'. */
export function articleOrderDates(order: AgencyArticleOrder): string[] {
  return ARTICLE_ORDER_STATUSES.flatMap((status) => {
    const field = ARTICLE_ORDER_STATUS_DATE_FIELDS[status];
    const date = field ? order[field] : null;
    return date ? [`${ARTICLE_ORDER_STATUS_LABELS[status]} le ${formatDate(date)}`] : [];
  });
}

export function ArticleOrderDates({ order }: { order: AgencyArticleOrder }) {
  const dates = articleOrderDates(order);
  if (dates.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <>
      {dates.map((date) => (
        <div key={date} style={{ whiteSpace: 'nowrap' }}>
          {date}
        </div>
      ))}
    </>
  );
}

/** The address, its instructions beneath. */
export function DeliveryAddress({ order }: { order: AgencyArticleOrder }) {
  return (
    <div style={{ minWidth: 160, maxWidth: 400 }}>
      {order.deliveryAddress || '—'}
      {order.deliveryInstructions ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {order.deliveryInstructions}
        </Typography.Paragraph>
      ) : null}
    </div>
  );
}
