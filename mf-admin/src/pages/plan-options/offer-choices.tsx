import { Card, Col, Flex, InputNumber, Radio, Row, Tag, Typography } from 'antd';
import { PACK_UNIT_LABELS, type OfferedSubscriptionOffer } from '@portal/contracts';
import { offersOfKind, type CartChoices } from './cart-choices.js';
import { OfferPrice } from './offer-price.js';

type Props = {
  offers: OfferedSubscriptionOffer[];
  choices: CartChoices;
  onChange: (choices: CartChoices) => void;
};

/** A line of an offer bought by quantity (licences, packs, articles). */
function QuantityLine({ offer, choices, onChange }: { offer: OfferedSubscriptionOffer } & Omit<Props, 'offers'>) {
  const units = PACK_UNIT_LABELS[offer.type];
  return (
    <Flex justify="space-between" align="center" gap={12} wrap="wrap" style={{ padding: '8px 0' }}>
      <div style={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography.Text strong>{offer.name}</Typography.Text>
        {offer.packQuantity > 0 && units ? (
          <Typography.Text type="secondary">
            {' '}
            — {offer.packQuantity} {offer.packQuantity > 1 ? units[1] : units[0]}
          </Typography.Text>
        ) : null}
        <div>
          <OfferPrice offer={offer} period={choices.period} />
        </div>
      </div>
      <InputNumber
        aria-label={`Quantité ${offer.name}`}
        min={0}
        max={500}
        precision={0}
        value={choices.quantities[offer.id] ?? 0}
        onChange={(value) => onChange({ ...choices, quantities: { ...choices.quantities, [offer.id]: value ?? 0 } })}
        style={{ width: 96 }}
      />
    </Flex>
  );
}

/** The offers to choose from: a plan, more licences, packs and articles. */
export function OfferChoices({ offers, choices, onChange }: Props) {
  const { plans, licences, packs, articles } = offersOfKind(offers);
  const lines = (list: OfferedSubscriptionOffer[]) =>
    list.map((offer) => <QuantityLine key={offer.id} offer={offer} choices={choices} onChange={onChange} />);
  return (
    <Flex vertical gap={16}>
      <Card title="Abonnement" size="small">
        <Radio.Group
          value={choices.planId}
          onChange={(event) => onChange({ ...choices, planId: event.target.value as string })}
          style={{ width: '100%' }}
        >
          <Row gutter={[12, 12]}>
            {plans.map((plan) => (
              <Col key={plan.id} xs={24} md={12}>
                <Radio value={plan.id} style={{ width: '100%' }}>
                  <Typography.Text strong>{plan.name}</Typography.Text>{' '}
                  {plan.includedLicences > 0 ? <Tag color="blue">{plan.includedLicences} licences incluses</Tag> : null}
                  <div>
                    <OfferPrice offer={plan} period={choices.period} />
                  </div>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0, whiteSpace: 'normal' }}>
                    {plan.description}
                  </Typography.Paragraph>
                </Radio>
              </Col>
            ))}
          </Row>
        </Radio.Group>
      </Card>
      {licences.length > 0 ? (
        <Card title="Licences supplémentaires" size="small">
          {lines(licences)}
        </Card>
      ) : null}
      {packs.length > 0 ? (
        <Card title="Packs" size="small">
          {lines(packs)}
        </Card>
      ) : null}
      {articles.length > 0 ? (
        <Card title="Articles" size="small">
          {lines(articles)}
        </Card>
      ) : null}
    </Flex>
  );
}
