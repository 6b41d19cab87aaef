import { FilePdfOutlined } from '@ant-design/icons';
import type { CommercialDocumentKind } from '@portal/contracts';
import { openPdfInNewTab, RowAction } from '@portal/kit';
import { useState } from 'react';
import { pdfFileName } from '../commercial-documents/document-texts.js';
import { fetchCustomerInvoicePdf, type CustomerIds } from './customer-invoice-calls.js';

type Props = {
  ids: CustomerIds;
  document: { id: string; kind: CommercialDocumentKind; number: string | null };
  /** A PDF icon named 'Télécharger' rather than the word (a phone's narrow table). */
  iconOnly?: boolean;
};

/** 'Télécharger': the invoice's or credit note's PDF in a new tab, through the customer-prefixed call. */
export function CustomerInvoicePdfAction({ ids, document, iconOnly = false }: Props) {
  const [loading, setLoading] = useState(false);
  const open = async () => {
    setLoading(true);
    try {
      await openPdfInNewTab(
        () => fetchCustomerInvoicePdf(ids, document.id),
        pdfFileName(document.kind, document.number),
      );
    } catch {
      // The file could not be read: nothing more to show than the HTTP client's notice.
    } finally {
      setLoading(false);
    }
  };
  if (iconOnly) {
    return (
      <RowAction loading={loading} onClick={() => void open()} aria-label="Télécharger" title="Télécharger">
        {loading ? null : <FilePdfOutlined style={{ fontSize: 18 }} />}
      </RowAction>
    );
  }
  return (
    <RowAction loading={loading} onClick={() => void open()}>
      Télécharger
    </RowAction>
  );
}
