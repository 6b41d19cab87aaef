import { Card, Checkbox, Col, Empty, Flex, Pagination, Row, Spin, Typography } from 'antd';
import type { TableProps } from 'antd';
import { PAGE_SIZE_OPTIONS, type SubscriptionOffer } from '@portal/contracts';
import { OfferRowActions, type OfferActionsProps } from './offer-row-actions.js';
import { OfferStatusTag, OfferTypeTag, offerContentText, offerPriceText, offerSalesText } from './offer-display.js';

export type OfferCardsProps = {
  /** What ProTable hands its `tableViewRender`: the page's rows, its pagination and change handler. */
  table: TableProps<SubscriptionOffer>;
  selected: ReadonlySet<string>;
  onSelect: (offer: SubscriptionOffer, checked: boolean) => void;
  onEdit: OfferActionsProps['onEdit'];
};

/**
 * The card view of the offers (02 §2: card/table toggle): name, type, price by month or unit, what
 * it gives, status and sales, its actions, and its box for the multi-select. Paged like the table:
 * a page change goes through the table's own change handler.
 */
export function OfferCards({ table, selected, onSelect, onEdit }: OfferCardsProps) {
  const offers = [...(table.dataSource ?? [])];
  const pagination = table.pagination || {};
  const changePage = (current: number, pageSize: number) =>
    table.onChange?.({ current, pageSize }, {}, [], { action: 'paginate', currentDataSource: offers });
  return (
    <Spin spinning={Boolean(table.loading)}>
      {offers.length === 0 ? <Empty description="Aucune offre" /> : null}
      <Row gutter={[12, 12]}>
        {offers.map((offer) => (
          <Col key={offer.id} xs={24} sm={12} lg={8} xxl={6}>
            <Card
              size="small"
              role="article"
              aria-label={offer.name}
              title={
                <Checkbox
                  checked={selected.has(offer.id)}
                  onChange={(event) => onSelect(offer, event.target.checked)}
                  aria-label={`Sélectionner ${offer.name}`}
                >
                  <Typography.Text strong>{offer.name}</Typography.Text>
                </Checkbox>
              }
              actions={[<OfferRowActions key="actions" offer={offer} onEdit={onEdit} />]}
            >
              <Flex vertical gap={4}>
                <Flex wrap gap={4}>
                  <OfferTypeTag offer={offer} />
                  <OfferStatusTag status={offer.status} />
                </Flex>
                <Typography.Text strong>{offerPriceText(offer)}</Typography.Text>
                {offerContentText(offer) ? <Typography.Text>{offerContentText(offer)}</Typography.Text> : null}
                <Typography.Text type="secondary">{offerSalesText(offer)}</Typography.Text>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
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
