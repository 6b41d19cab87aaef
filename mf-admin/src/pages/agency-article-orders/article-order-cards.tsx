import { Card, Checkbox, Empty, Flex, Pagination, Spin, Typography } from 'antd';
import type { TableProps } from 'antd';
import { PAGE_SIZE_OPTIONS, type AgencyArticleOrder } from '@portal/contracts';
import { RowAction, formatDate } from '@portal/kit';
import { ArticleOrderDates, ArticleOrderStatusTag, DeliveryAddress } from './article-order-display.js';

export type ArticleOrderCardsProps = {
  /** What ProTable hands its `tableViewRender`: the page's rows, its pagination and change handler. */
  table: TableProps<AgencyArticleOrder>;
  /** The platform's list: each card has its box for the multi-select and its 'Modifier'. */
  platform?: {
    selected: ReadonlySet<string>;
    onSelect: (order: AgencyArticleOrder, checked: boolean) => void;
    onChange: (order: AgencyArticleOrder) => void;
  };
};

/**
 * The orders on a phone, one card each (the table's columns would not fit): article and quantity,
 * agency, status, the dates reached, the delivery address and the comment. Paged like the table: a
 * page change goes through the table's own change handler.
 */
export function ArticleOrderCards({ table, platform }: ArticleOrderCardsProps) {
  const orders = [...(table.dataSource ?? [])];
  const pagination = table.pagination || {};
  const changePage = (current: number, pageSize: number) =>
    table.onChange?.({ current, pageSize }, {}, [], { action: 'paginate', currentDataSource: orders });
  return (
    <Spin spinning={Boolean(table.loading)}>
      {orders.length === 0 ? <Empty description="Aucune commande" /> : null}
      <Flex vertical gap={12}>
        {orders.map((order) => {
          const title = `${order.quantity} × ${order.designation}`;
          return (
            <Card
              key={order.id}
              size="small"
              role="article"
              aria-label={title}
              title={
                platform ? (
                  <Checkbox
                    checked={platform.selected.has(order.id)}
                    onChange={(event) => platform.onSelect(order, event.target.checked)}
                    aria-label={`Sélectionner ${title}`}
                  >
                    <Typography.Text strong style={{ whiteSpace: 'normal' }}>
                      {title}
                    </Typography.Text>
                  </Checkbox>
                ) : (
                  <Typography.Text strong style={{ whiteSpace: 'normal' }}>
                    {title}
                  </Typography.Text>
                )
              }
              extra={<ArticleOrderStatusTag status={order.status} />}
              actions={
                platform
                  ? [
                      <RowAction key="change" onClick={() => platform.onChange(order)}>
                        Modifier
                      </RowAction>,
                    ]
                  : []
              }
            >
              <Flex vertical gap={4}>
                {platform ? <Typography.Text strong>{order.agency.name}</Typography.Text> : null}
                <Typography.Text type="secondary">
                  Commandée le {formatDate(order.createdAt)} ·{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>Facture {order.invoice.number}</span>
                </Typography.Text>
                <ArticleOrderDates order={order} />
                <DeliveryAddress order={order} />
                {order.comment ? <Typography.Text italic>{order.comment}</Typography.Text> : null}
              </Flex>
            </Card>
          );
        })}
      </Flex>
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pagination
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger
          pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
          showTotal={(total) => `${total} élément(s)`}
          onChange={changePage}
        />
      </Flex>
    </Spin>
  );
}
