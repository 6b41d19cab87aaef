import { Button, Card, Divider, Empty, Flex, Input, Typography } from 'antd';
import { moneyToCents, VAT_RATE_LABELS, type PricedCart } from '@portal/contracts';
import { formatMoney } from '@portal/kit';

type Props = {
  priced: PricedCart;
  delivery: { address: string; instructions: string };
  deliveryError: string | undefined;
  onDeliveryChange: (delivery: { address: string; instructions: string }) => void;
  onPay: () => void;
  /** Shown when the agency's default method is a SEPA mandate: the cart debited on it. */
  onPayBySepa?: () => void;
};

const Amount = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Flex justify="space-between">
    <Typography.Text strong={strong}>{label}</Typography.Text>
    <Typography.Text strong={strong}>{formatMoney(value)}</Typography.Text>
  </Flex>
);

/** Récapitulatif: the cart's lines and totals with VAT, the delivery of articles, and the payment. */
export function CartSummary({ priced, delivery, deliveryError, onDeliveryChange, onPay, onPayBySepa }: Props) {
  const { lines, totals } = priced;
  return (
    <Card title="Récapitulatif" size="small">
      {lines.length === 0 ? (
        <Empty description="Votre panier est vide" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap={6}>
          {lines.map((line) => (
            <Flex key={line.offer.id} justify="space-between" gap={8}>
              <Typography.Text>
                {line.quantity} × {line.offer.name}
              </Typography.Text>
              <Typography.Text>{formatMoney(moneyToCents(line.unitPrice) * line.quantity)}</Typography.Text>
            </Flex>
          ))}
          <Divider style={{ margin: '8px 0' }} />
          <Amount label="Total HT" value={totals.totalExclTax} />
          {totals.vatBreakdown.map((share) => (
            <Amount key={share.rate} label={`TVA ${VAT_RATE_LABELS[share.rate]}`} value={share.vat} />
          ))}
          <Amount label="Total TTC" value={totals.totalInclTax} strong />
        </Flex>
      )}
      {priced.needsDelivery ? (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Typography.Text strong>Livraison des articles</Typography.Text>
          <Input.TextArea
            aria-label="Adresse de livraison"
            placeholder="Adresse de livraison"
            autoSize={{ minRows: 2 }}
            status={deliveryError ? 'error' : undefined}
            value={delivery.address}
            onChange={(event) => onDeliveryChange({ ...delivery, address: event.target.value })}
          />
          {deliveryError ? <Typography.Text type="danger">{deliveryError}</Typography.Text> : null}
          <Input.TextArea
            aria-label="Instructions de livraison"
            placeholder="Instructions de livraison"
            autoSize={{ minRows: 1 }}
            value={delivery.instructions}
            onChange={(event) => onDeliveryChange({ ...delivery, instructions: event.target.value })}
          />
        </Flex>
      ) : null}
      <Button type="primary" block style={{ marginTop: 16 }} disabled={lines.length === 0} onClick={onPay}>
        Payer par carte bancaire
      </Button>
      {onPayBySepa ? (
        <Button block style={{ marginTop: 8 }} disabled={lines.length === 0} onClick={onPayBySepa}>
          Payer par prélèvement SEPA
        </Button>
      ) : null}
    </Card>
  );
}
