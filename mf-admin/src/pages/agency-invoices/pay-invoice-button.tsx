import { CreditCardOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { AgencyInvoice } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { CardPaymentDialog } from '../plan-options/card-payment-dialog.js';
import { payAgencyInvoice } from './agency-invoice-calls.js';
import { usePreviousValidUntil } from './use-previous-valid-until.js';

/**
 * 'Payer par carte' on an invoice awaiting payment (a renewal the bank refused, a cart left unpaid):
 * the cart's card form, on a new card payment of what remains due.
 */
export function PayInvoiceButton({ invoice, onPaid }: { invoice: AgencyInvoice; onPaid: () => void }) {
  const agencyId = useAgencyId();
  const previousValidUntil = usePreviousValidUntil(invoice);
  const [paying, setPaying] = useState(false);
  return (
    <>
      <Button size="small" icon={<CreditCardOutlined />} onClick={() => setPaying(true)}>
        Payer par carte
      </Button>
      {paying ? (
        <CardPaymentDialog
          open
          amount={invoice.remainingDue}
          previousValidUntil={previousValidUntil}
          checkOut={() => payAgencyInvoice(agencyId, invoice.id)}
          onClose={() => setPaying(false)}
          onSubscribed={() => {
            setPaying(false);
            onPaid();
          }}
        />
      ) : null}
    </>
  );
}
