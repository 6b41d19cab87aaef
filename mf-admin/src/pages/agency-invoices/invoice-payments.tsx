import { hasPaymentUnderWay, type AgencyInvoice } from '@portal/contracts';
import { ConfirmAuthenticationButton } from './confirm-authentication-button.js';
import { PayInvoiceButton } from './pay-invoice-button.js';
import { SepaPayInvoiceButton } from './sepa-pay-invoice-button.js';
import { PaymentTags } from './payment-tags.js';

/**
 * An invoice's payments and what may be done about them: a card payment waiting for 3-D Secure
 * confirmed, an invoice awaiting payment paid by card or debited on the default SEPA mandate (for
 * those who may pay).
 */
export function InvoicePayments(props: { invoice: AgencyInvoice; canPay: boolean; onChanged: () => void }) {
  const { invoice, onChanged } = props;
  const underWay = hasPaymentUnderWay(invoice.payments);
  return (
    <>
      <PaymentTags payments={invoice.payments} />
      {invoice.payments
        .filter((payment) => payment.requiresAuthentication && payment.status === 'PENDING')
        .map((payment) => (
          <div key={payment.id} style={{ marginTop: 4 }}>
            <ConfirmAuthenticationButton invoice={invoice} payment={payment} onDone={onChanged} />
          </div>
        ))}
      {invoice.status === 100 && props.canPay && !underWay ? (
        <div style={{ marginTop: 4 }}>
          <PayInvoiceButton invoice={invoice} onPaid={onChanged} />
          <SepaPayInvoiceButton invoice={invoice} onDebited={onChanged} />
        </div>
      ) : null}
    </>
  );
}
