import { useMemo, useState } from 'react';
import { Col, Result, Row, Segmented, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fr, PAYMENT_PERIOD_LABELS, priceCart, SubscriptionCartSchema, type PaymentPeriod } from '@portal/contracts';
import { useAgencyId, useCurrentUser } from '@portal/kit';
import { useDefaultSepaMandate, useSepaDebit } from '../../payments/use-sepa-debit.js';
import { cartLinesOf, isPlanOffer, type CartChoices } from './cart-choices.js';
import { CardPaymentDialog } from './card-payment-dialog.js';
import { CartSummary } from './cart-summary.js';
import { OfferChoices } from './offer-choices.js';
import { checkOutCart, fetchOfferedOffers } from './subscription-calls.js';

/**
 * agencySubscription/plan_options (Options d'abonnements, 02 §2): a plan, more licences, packs and
 * articles, paid monthly or yearly; the cart with its VAT, priced by the same function as billing;
 * paid by card, or debited on the agency's default SEPA mandate. Once the subscription is granted,
 * the whole portal opens.
 */
export default function PlanOptionsPage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const { session } = useCurrentUser();
  const offers = useQuery({
    queryKey: ['billing', 'subscription-offers', agencyId],
    queryFn: () => fetchOfferedOffers(agencyId),
  });
  const [choices, setChoices] = useState<CartChoices>({ period: 'monthly', planId: null, quantities: {} });
  const [delivery, setDelivery] = useState({ address: '', instructions: '' });
  const [deliveryError, setDeliveryError] = useState<string>();
  const [paying, setPaying] = useState(false);
  const sepaMandate = useDefaultSepaMandate();
  const sepaDebit = useSepaDebit();

  const lines = cartLinesOf(choices);
  const priced = useMemo(
    () => priceCart({ lines, period: choices.period }, offers.data ?? []),
    [lines, choices.period, offers.data],
  );
  const cart = SubscriptionCartSchema.safeParse({
    lines,
    period: choices.period,
    deliveryAddress: delivery.address,
    deliveryInstructions: delivery.instructions,
  });
  const holdsPlan = lines.some((line) => offers.data?.some((offer) => offer.id === line.offerId && isPlanOffer(offer)));

  /** The cart, when it may be paid (a delivery address where an article needs one). */
  function payableCart() {
    if (!cart.success) return undefined;
    if (priced.needsDelivery && cart.data.deliveryAddress === '') {
      setDeliveryError(fr.REQUIRED);
      return undefined;
    }
    setDeliveryError(undefined);
    return cart.data;
  }

  if (offers.isError) return <Result status="error" title="Les offres n'ont pas pu être chargées" />;
  return (
    <div>
      <Typography.Title level={3}>Options d&apos;abonnements</Typography.Title>
      <Segmented<PaymentPeriod>
        options={[
          { label: PAYMENT_PERIOD_LABELS.monthly, value: 'monthly' },
          { label: `${PAYMENT_PERIOD_LABELS.yearly} (1 mois offert)`, value: 'yearly' },
        ]}
        value={choices.period}
        onChange={(period) => setChoices({ ...choices, period })}
        style={{ marginBottom: 16 }}
      />
      {offers.data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={15}>
            <OfferChoices offers={offers.data} choices={choices} onChange={setChoices} />
          </Col>
          <Col xs={24} lg={9}>
            <CartSummary
              priced={priced}
              delivery={delivery}
              deliveryError={deliveryError}
              onDeliveryChange={setDelivery}
              onPay={() => setPaying(payableCart() !== undefined)}
              onPayBySepa={
                sepaMandate
                  ? () => {
                      const payable = payableCart();
                      if (!payable) return;
                      sepaDebit(
                        priced.totals.totalInclTax,
                        () => checkOutCart(agencyId, { ...payable, paymentMethod: 'SEPA' }),
                        () => void navigate('/payments/invoices'),
                      );
                    }
                  : undefined
              }
            />
          </Col>
        </Row>
      ) : (
        <Skeleton active />
      )}
      {paying && cart.success ? (
        <CardPaymentDialog
          open
          amount={priced.totals.totalInclTax}
          previousValidUntil={holdsPlan ? (session.subscription?.validUntil ?? null) : undefined}
          checkOut={() => checkOutCart(agencyId, cart.data)}
          onClose={() => setPaying(false)}
          onSubscribed={() => {
            // The portal's tabs stay mounted when it leads to the main route: close the dialog first.
            setPaying(false);
            void navigate('/');
          }}
        />
      ) : null}
    </div>
  );
}
