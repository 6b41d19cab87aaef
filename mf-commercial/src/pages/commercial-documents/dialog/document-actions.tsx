import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import {
  ESTIMATE_CALLS,
  INVOICE_CALLS,
  estimateState,
  moneyToCents,
  type CommercialDocument,
  type CommercialDocumentKind,
} from '@portal/contracts';
import { saveFile, useCan } from '@portal/kit';
import {
  answerEstimate,
  copyDocument,
  fetchDocumentPdf,
  refreshDocumentLists,
  transformEstimate,
  validateInvoice,
} from '../document-calls.js';
import { pdfFileName } from '../document-texts.js';
import { CreditNoteDialog } from './credit-note-dialog.js';
import { HistoryDialog } from './history-dialog.js';
import { PaymentDialog } from './payment-dialog.js';
import { SendDialog } from './send-dialog.js';

const ANSWERS = [
  { answer: 'validated', label: 'Marquer comme accepté' },
  { answer: 'refused', label: 'Marquer comme refusé' },
  { answer: 'awaiting_validation', label: 'Marquer comme en attente de validation' },
] as const;

export type DocumentActionsProps = {
  agencyId: string;
  document: CommercialDocument;
  /** The document as saved, the form's changes saved first; null when the form refused them. */
  ensureSaved: () => Promise<CommercialDocument | null>;
  /** A new state of this document (the dialog and the lists follow). */
  onChanged: (document: CommercialDocument) => void;
  /** Opens another document in the dialog (the invoice of an estimate, a credit note, a copy). */
  onOpen: (kind: CommercialDocumentKind, documentId: string) => void;
};

type Opened = 'payment' | 'credit-note' | 'send' | 'history' | null;

/**
 * What can be done with a saved document, by kind and state (02 §4): an estimate's answer and its
 * transformation into an invoice; an invoice's validation, payments and credit note; for all, the
 * PDF, sending by e-mail, the history and a copy.
 */
export function DocumentActions({ agencyId, document, ensureSaved, onChanged, onOpen }: DocumentActionsProps) {
  const { modal, message } = App.useApp();
  const [opened, setOpened] = useState<Opened>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const estimate = document.kind === 'estimate';
  const calls = estimate ? ESTIMATE_CALLS : INVOICE_CALLS;
  const can = {
    edit: useCan(calls.update.right),
    create: useCan(calls.copy.right),
    send: useCan(calls.send.right),
    invoice: useCan(INVOICE_CALLS.save.right),
    pay: useCan(INVOICE_CALLS.payment.right),
  };
  const ids = { agencyId, documentId: document.id };
  const transformed = document.transformedInvoiceId !== null;
  const state = estimate ? estimateState(document) : null;

  const run = async (key: string, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setBusy(null);
    }
  };
  /** Runs on the saved document: the form's changes are saved first. */
  const onSaved = (key: string, action: (saved: CommercialDocument) => Promise<void>) =>
    run(key, async () => {
      const saved = await ensureSaved();
      if (saved) await action(saved);
    });

  const validate = () =>
    void modal.confirm({
      title: document.kind === 'invoice' ? 'Valider la facture ?' : 'Valider l’avoir ?',
      content:
        'Il reçoit son numéro et ne pourra plus être ni modifié ni supprimé : une erreur se corrige par un avoir.',
      okText: 'Valider',
      cancelText: 'Annuler',
      onOk: () =>
        onSaved('validate', async (saved) => {
          const validated = await validateInvoice({ agencyId, documentId: saved.id });
          void message.success(`Document validé sous le n° ${validated.number ?? ''}`);
          onChanged(validated);
        }),
    });

  const transform = () =>
    void modal.confirm({
      title: 'Transformer le devis en facture ?',
      content: 'Une facture brouillon est créée avec les lignes du devis.',
      okText: 'Transformer',
      cancelText: 'Annuler',
      onOk: () =>
        onSaved('transform', async (saved) => {
          const invoice = await transformEstimate({ agencyId, documentId: saved.id });
          void message.success('Facture créée en brouillon');
          await Promise.all([refreshDocumentLists('estimate', agencyId), refreshDocumentLists('invoice', agencyId)]);
          onOpen(invoice.kind, invoice.id);
        }),
    });

  const buttons = [
    !estimate && !document.validated && can.edit ? (
      <Button key="validate" type="primary" loading={busy === 'validate'} onClick={validate}>
        {document.kind === 'invoice' ? 'Valider la facture' : 'Valider l’avoir'}
      </Button>
    ) : null,
    document.kind === 'invoice' && document.validated && can.pay && moneyToCents(document.remaining) > 0 ? (
      <Button key="payment" type="primary" onClick={() => setOpened('payment')}>
        Enregistrer un paiement
      </Button>
    ) : null,
    document.kind === 'invoice' && document.validated && can.invoice ? (
      <Button key="credit-note" onClick={() => setOpened('credit-note')}>
        Créer un avoir
      </Button>
    ) : null,
    estimate && !transformed && can.edit ? (
      <Dropdown
        key="answer"
        menu={{
          items: ANSWERS.filter(({ answer }) => answer !== state).map(({ answer, label }) => ({ key: answer, label })),
          onClick: ({ key }) =>
            void onSaved('answer', async (saved) => {
              const answered = await answerEstimate(
                { agencyId, documentId: saved.id },
                key as (typeof ANSWERS)[number]['answer'],
              );
              void message.success(`Devis : ${answered.stateLabel}`);
              onChanged(answered);
            }),
        }}
      >
        <Button loading={busy === 'answer'}>
          Réponse du client <DownOutlined />
        </Button>
      </Dropdown>
    ) : null,
    estimate && !transformed && !document.refused && can.invoice ? (
      <Button key="transform" type="primary" loading={busy === 'transform'} onClick={transform}>
        Transformer en facture
      </Button>
    ) : null,
    (estimate ? !transformed : document.validated) && can.send ? (
      <Button key="send" loading={busy === 'send'} onClick={() => void onSaved('send', async () => setOpened('send'))}>
        Envoyer par e-mail
      </Button>
    ) : null,
    <Button
      key="pdf"
      loading={busy === 'pdf'}
      onClick={() =>
        void run('pdf', async () =>
          saveFile(await fetchDocumentPdf(document.kind, ids), pdfFileName(document.kind, document.number)),
        )
      }
    >
      {!estimate && document.validated ? 'Télécharger (Factur-X)' : 'Télécharger le PDF'}
    </Button>,
    <Button key="history" onClick={() => setOpened('history')}>
      Historique
    </Button>,
    can.create ? (
      <Button
        key="copy"
        loading={busy === 'copy'}
        onClick={() =>
          void run('copy', async () => {
            const copy = await copyDocument(document.kind, ids);
            void message.success('Document dupliqué');
            await refreshDocumentLists(estimate ? 'estimate' : 'invoice', agencyId);
            onOpen(copy.kind, copy.id);
          })
        }
      >
        Dupliquer
      </Button>
    ) : null,
  ];

  return (
    <>
      <Space wrap aria-label="Actions du document" role="toolbar" style={{ marginBottom: 16 }}>
        {buttons.filter((button) => button !== null)}
      </Space>
      {opened === 'payment' ? (
        <PaymentDialog agencyId={agencyId} invoice={document} onClose={() => setOpened(null)} onRecorded={onChanged} />
      ) : null}
      {opened === 'credit-note' ? (
        <CreditNoteDialog
          agencyId={agencyId}
          invoice={document}
          onClose={() => setOpened(null)}
          onCreated={(creditNote) => {
            void refreshDocumentLists('invoice', agencyId);
            onOpen(creditNote.kind, creditNote.id);
          }}
        />
      ) : null}
      {opened === 'send' ? (
        <SendDialog agencyId={agencyId} document={document} onClose={() => setOpened(null)} onSent={onChanged} />
      ) : null}
      {opened === 'history' ? (
        <HistoryDialog agencyId={agencyId} document={document} onClose={() => setOpened(null)} />
      ) : null}
    </>
  );
}
