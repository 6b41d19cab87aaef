import { Button } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { INVOICE_CALLS, localDateOf, type CommercialDocument } from '@portal/contracts';
import { listQueryKey, queryClient, useAgencyId, useCan } from '@portal/kit';
import { invoiceFromBillableLines, refreshDocumentLists } from '../commercial-documents/document-calls.js';
import { billableCustomersPath, billableLinesPath } from './billable-line-calls.js';

export type CreateInvoiceButtonProps = {
  customerId: string;
  /** The lines ticked, all of this customer. */
  lineIds: readonly string[];
  /** The draft made, to open in the document dialog. */
  onCreated: (invoice: CommercialDocument) => void;
};

/**
 * 'Créer la facture': a draft invoice of the ticked lines of one customer, dated today
 * (`POST …/invoice/from-billable-lines`); the lines are then held by it and leave the list.
 */
export function CreateInvoiceButton({ customerId, lineIds, onCreated }: CreateInvoiceButtonProps) {
  const agencyId = useAgencyId();
  const allowed = useCan(INVOICE_CALLS.fromBillableLines.right);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;
  const create = async () => {
    setBusy(true);
    try {
      const invoice = await invoiceFromBillableLines(agencyId, {
        customerId,
        lineIds: [...lineIds],
        date: localDateOf(new Date()),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listQueryKey('billing', billableLinesPath(agencyId)) }),
        queryClient.invalidateQueries({ queryKey: listQueryKey('billing', billableCustomersPath(agencyId)) }),
        refreshDocumentLists('invoice', agencyId),
      ]);
      onCreated(invoice);
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="primary"
      icon={<FileAddOutlined />}
      disabled={lineIds.length === 0}
      loading={busy}
      onClick={() => void create()}
    >
      Créer la facture{lineIds.length > 0 ? ` (${lineIds.length})` : ''}
    </Button>
  );
}
