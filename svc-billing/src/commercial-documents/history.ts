import { uuidv7, type CommercialDocumentKind, type Money } from '@portal/contracts';
import type { Tx } from '@portal/service-kit';
import type { DocumentContext } from './document-context.js';
import { insertHistory } from './history-repo.js';

/** What happened to a document, as its history shows it (French, the user reads it). */
export type HistoryEvent = { action: string; label: string };

const CREATED: Record<CommercialDocumentKind, string> = {
  estimate: 'Devis créé',
  invoice: 'Facture créée (brouillon)',
  credit_note: 'Avoir créé (brouillon)',
};

/** '1234.50' in EUR → '1234,50 €'. */
export function frenchAmount(amount: Money, currency: string): string {
  return `${amount.replace('.', ',')} ${currency === 'EUR' ? '€' : currency}`;
}

export const historyEvents = {
  created: (kind: CommercialDocumentKind, detail?: string): HistoryEvent => ({
    action: 'created',
    label: detail ? `${CREATED[kind]} : ${detail}` : CREATED[kind],
  }),
  updated: (): HistoryEvent => ({ action: 'updated', label: 'Document modifié' }),
  validated: (number: string): HistoryEvent => ({ action: 'validated', label: `Validé sous le numéro ${number}` }),
  sent: (sent: boolean): HistoryEvent => ({
    action: sent ? 'marked_sent' : 'marked_not_sent',
    label: sent ? 'Marqué comme envoyé' : 'Marqué comme non envoyé',
  }),
  emailed: (to: readonly string[]): HistoryEvent => ({
    action: 'emailed',
    label: `Envoyé par e-mail à ${to.join(', ')}`,
  }),
  answered: (label: string): HistoryEvent => ({ action: 'answered', label: `Réponse du client : ${label}` }),
  transformed: (invoiceLabel: string): HistoryEvent => ({
    action: 'transformed',
    label: `Transformé en facture (${invoiceLabel})`,
  }),
  transformUndone: (): HistoryEvent => ({
    action: 'transform_undone',
    label: 'La facture brouillon issue de ce devis a été supprimée',
  }),
  creditNoteCreated: (): HistoryEvent => ({ action: 'credit_note_created', label: 'Avoir créé' }),
  payment: (amount: Money, currency: string, statusLabel: string): HistoryEvent => ({
    action: 'payment',
    label: `Paiement de ${frenchAmount(amount, currency)} enregistré (${statusLabel})`,
  }),
  paid: (): HistoryEvent => ({ action: 'paid', label: 'Facture payée' }),
};

/** Writes the events to the documents' history in `tx`, named after the context's user. */
export async function recordHistory(
  tx: Tx,
  agencyId: string,
  entries: readonly { documentId: string; event: HistoryEvent }[],
  context: Pick<DocumentContext, 'userId' | 'userName'>,
): Promise<void> {
  await insertHistory(
    tx,
    entries.map(({ documentId, event }) => ({
      id: uuidv7(),
      agencyId,
      documentId,
      ...event,
      userId: context.userId,
      userName: context.userName,
    })),
  );
}
