import { Modal, Result, Skeleton, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  CATALOG_CALLS,
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  formatMessage,
  fr,
  rightLabel,
  type CommercialDocument,
  type CommercialDocumentKind,
} from '@portal/contracts';
import { ErrorPanel, queryClient, useCan, type DialogControl } from '@portal/kit';
import { familyOf, fetchDocument, refreshDocumentLists } from '../document-calls.js';
import { DocumentStateTag } from '../document-state-tag.js';
import { DOCUMENT_TEXTS } from '../document-texts.js';
import { useCataloguePicker } from './catalogue-picker.js';
import { DocumentActions } from './document-actions.js';
import { DocumentForm } from './document-form.js';
import { DocumentView } from './document-view.js';

export type DocumentDialogProps = {
  agencyId: string;
  kind: CommercialDocumentKind;
  /** The document to open; null to create one of `kind`. */
  documentId: string | null;
  /** Opens another document in the dialog (a new draft once saved, the invoice of an estimate…). */
  onOpen: (kind: CommercialDocumentKind, documentId: string) => void;
};

export const documentQueryKey = (kind: CommercialDocumentKind, documentId: string | null) =>
  ['billing', 'commercial-document', familyOf(kind), documentId] as const;

/** A draft is edited; an invoice once validated, a transformed or cancelled document, only read. */
export function isEditable(document: CommercialDocument): boolean {
  if (document.status === 200) return false;
  return document.kind === 'estimate' ? document.transformedInvoiceId === null : !document.validated;
}

/**
 * The commercial document dialog (00 §2.6, loaded on demand): a new estimate, invoice or credit
 * note, or one of them read from billing. Creating needs the create right, opening the list right;
 * without it, the permission text.
 */
export default function DocumentDialog(props: DocumentDialogProps & DialogControl) {
  const { agencyId, kind, documentId, onOpen, open, onClose } = props;
  const calls = familyOf(kind) === 'estimate' ? ESTIMATE_CALLS : INVOICE_CALLS;
  const right = documentId ? calls.get.right : calls.save.right;
  const allowed = useCan(right);
  const canEdit = useCan(calls.update.right);
  const query = useQuery({
    queryKey: documentQueryKey(kind, documentId),
    enabled: allowed && documentId !== null,
    queryFn: () => fetchDocument(kind, { agencyId, documentId: documentId ?? '' }),
  });
  const document = documentId ? query.data : null;
  const catalogue = useCataloguePicker(agencyId);
  const canReadCatalogue = useCan(CATALOG_CALLS.list.right);

  const keep = (saved: CommercialDocument) => {
    queryClient.setQueryData(documentQueryKey(saved.kind, saved.id), saved);
    void refreshDocumentLists(familyOf(saved.kind), agencyId);
    if (saved.id !== documentId) onOpen(saved.kind, saved.id);
  };

  const title = document ? (
    <Space wrap size={8}>
      {DOCUMENT_TEXTS[document.kind].named(document.number)}
      <DocumentStateTag label={document.stateLabel} status={document.status} />
    </Space>
  ) : documentId ? (
    DOCUMENT_TEXTS[kind].named(null)
  ) : (
    DOCUMENT_TEXTS[kind].create
  );

  const body = () => {
    if (!allowed) return <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />;
    if (documentId && query.isError)
      return <ErrorPanel title={query.error.message || fr.UNKNOWN_ERROR} onClose={onClose} />;
    if (document === undefined) return <Skeleton active paragraph={{ rows: 10 }} />;
    if (document === null || (isEditable(document) && canEdit)) {
      return (
        <DocumentForm
          key={document ? `${document.id}-${document.updatedAt}` : `new-${kind}`}
          agencyId={agencyId}
          kind={document?.kind ?? kind}
          document={document}
          onSaved={keep}
          onOpen={onOpen}
          onCatalogue={canReadCatalogue ? catalogue.show : undefined}
          onClose={onClose}
        />
      );
    }
    return (
      <>
        <DocumentActions
          agencyId={agencyId}
          document={document}
          ensureSaved={async () => document}
          onChanged={keep}
          onOpen={onOpen}
        />
        <DocumentView document={document} />
      </>
    );
  };

  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} width={1100} destroyOnHidden>
      {body()}
      {catalogue.dialog}
    </Modal>
  );
}
