import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ESTIMATE_CALLS, INVOICE_CALLS, fr, localDateOf, type CommercialDocumentRow } from '@portal/contracts';
import { useAgencyId, useCan } from '@portal/kit';
import { markSent, recordPayment, refreshDocumentLists, type DocumentFamily } from './document-calls.js';
import { MARK_AS_TEXTS, markAsDetails, markAsPlan, type MarkTarget } from './mark-as.js';

export type MarkAsButtonsProps = {
  family: DocumentFamily;
  /** The rows ticked in the list. */
  selected: readonly CommercialDocumentRow[];
  /** Once done: the selection is cleared. */
  onDone: () => void;
};

/**
 * 'Marquer comme…' over the ticked rows (02 §4): rows already holding the value are skipped; none
 * left → 'Aucun changement à enregistrer'; otherwise the count is confirmed first, then each changes.
 */
export function MarkAsButtons({ family, selected, onDone }: MarkAsButtonsProps) {
  const agencyId = useAgencyId();
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const calls = family === 'estimate' ? ESTIMATE_CALLS : INVOICE_CALLS;
  const canMark = useCan(calls.sent.right);
  const canPay = useCan(INVOICE_CALLS.payment.right);
  if (!canMark) return null;

  const apply = async (target: MarkTarget, rows: readonly CommercialDocumentRow[]) => {
    setBusy(true);
    let done = 0;
    for (const row of rows) {
      const ids = { agencyId, documentId: row.id };
      try {
        if (target === 'paid') {
          await recordPayment(ids, { date: localDateOf(new Date()), amount: row.toPay, note: '', status: 'accepted' });
        } else {
          await markSent(family, ids, target === 'sent');
        }
        done += 1;
      } catch {
        // The HTTP client has shown the refusal; the others go on.
      }
    }
    setBusy(false);
    if (done > 0) void message.success(`${done} document(s) mis à jour`);
    await refreshDocumentLists(family, agencyId);
    onDone();
  };

  const mark = (target: MarkTarget) => {
    const plan = markAsPlan(selected, target);
    if (plan.change.length === 0) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    void modal.confirm({
      title: MARK_AS_TEXTS[target].question(plan.change.length),
      content: markAsDetails(target, plan.skipped).join(' ') || undefined,
      okText: 'Confirmer',
      cancelText: 'Annuler',
      onOk: () => apply(target, plan.change),
    });
  };

  const targets: MarkTarget[] = family === 'invoice' && canPay ? ['sent', 'not_sent', 'paid'] : ['sent', 'not_sent'];
  // Shown once rows are ticked: buttons rather than a menu, one click each.
  if (selected.length === 0) return null;
  return (
    <Space wrap size={8} role="group" aria-label={`${selected.length} document(s) sélectionné(s)`}>
      <Typography.Text type="secondary">{selected.length} sélectionné(s)</Typography.Text>
      {targets.map((target) => (
        <Button key={target} disabled={busy} onClick={() => mark(target)}>
          {MARK_AS_TEXTS[target][family]}
        </Button>
      ))}
    </Space>
  );
}
