import { BankOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { AgencyInvoice } from '@portal/contracts';
import { useAgencyId } from '@portal/kit';
import { useDefaultSepaMandate, useSepaDebit } from '../../payments/use-sepa-debit.js';
import { payAgencyInvoiceBySepa } from './agency-invoice-calls.js';

/**
 * 'Payer par prélèvement SEPA' on an invoice awaiting payment, when the agency's default method is a
 * SEPA mandate: what remains due debited on it, once confirmed.
 */
export function SepaPayInvoiceButton({ invoice, onDebited }: { invoice: AgencyInvoice; onDebited: () => void }) {
  const agencyId = useAgencyId();
  const mandate = useDefaultSepaMandate();
  const sepaDebit = useSepaDebit();
  if (!mandate) return null;
  return (
    <Button
      size="small"
      icon={<BankOutlined />}
      style={{ marginLeft: 8 }}
      onClick={() =>
        sepaDebit(invoice.remainingDue, () => payAgencyInvoiceBySepa(agencyId, invoice.id, mandate), onDebited)
      }
    >
      Payer par prélèvement SEPA
    </Button>
  );
}
