import { COMMERCIAL_DOCUMENT_KIND_LABELS, type CommercialDocument } from '@portal/contracts';

/** 'Facture F-2026-0001', 'Avoir AV-2026-0001', 'Devis DE-2026-0001'; 'Facture (brouillon)' before its number. */
export function documentTitle(document: Pick<CommercialDocument, 'kind' | 'number'>): string {
  const label = COMMERCIAL_DOCUMENT_KIND_LABELS[document.kind];
  return document.number ? `${label} ${document.number}` : `${label} (brouillon)`;
}
