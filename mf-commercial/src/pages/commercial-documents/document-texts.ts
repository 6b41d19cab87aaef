import { COMMERCIAL_DOCUMENT_KIND_LABELS, type CommercialDocumentKind } from '@portal/contracts';

type KindTexts = {
  /** Title of the dialog for a new one. */
  create: string;
  /** 'Facture F-2026-0001', 'Facture (brouillon)'. */
  named: (number: string | null) => string;
  /** The label of the date that ends it: an invoice's due date, an estimate's validity. */
  until: string;
  untilHelp: string;
};

/** What the screens call each kind of document. */
export const DOCUMENT_TEXTS: Record<CommercialDocumentKind, KindTexts> = {
  estimate: {
    create: 'Nouveau devis',
    named: (number) => `Devis ${number ?? ''}`.trim(),
    until: 'Validité',
    untilHelp: 'Laissée vide, la validité suit les paramètres de l’agence.',
  },
  invoice: {
    create: 'Nouvelle facture',
    named: (number) => (number ? `Facture ${number}` : 'Facture (brouillon)'),
    until: 'Échéance',
    untilHelp: 'Laissée vide, l’échéance suit le délai de règlement du client.',
  },
  credit_note: {
    create: 'Nouvel avoir',
    named: (number) => (number ? `Avoir ${number}` : 'Avoir (brouillon)'),
    until: 'Échéance',
    untilHelp: 'Laissée vide, l’échéance suit le délai de règlement du client.',
  },
};

/** The name of a document's PDF file ('F-2026-0001.pdf', 'facture-brouillon.pdf'). */
export function pdfFileName(kind: CommercialDocumentKind, number: string | null): string {
  const base = number ?? `${COMMERCIAL_DOCUMENT_KIND_LABELS[kind].toLowerCase()}-brouillon`;
  return `${base.replace(/[^\w.-]+/g, '-')}.pdf`;
}
