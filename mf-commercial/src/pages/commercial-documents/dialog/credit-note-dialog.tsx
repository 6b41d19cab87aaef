import { App, Button, Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import type { CommercialDocument } from '@portal/contracts';
import { formatMoney } from '@portal/kit';
import { createCreditNote } from '../document-calls.js';

export type CreditNoteDialogProps = {
  agencyId: string;
  invoice: CommercialDocument;
  onClose: () => void;
  /** The draft credit note made, to open. */
  onCreated: (creditNote: CommercialDocument) => void;
};

/** 'Créer un avoir': the rows of the validated invoice to credit (all at first), then a draft credit note. */
export function CreditNoteDialog({ agencyId, invoice, onClose, onCreated }: CreditNoteDialogProps) {
  const { message } = App.useApp();
  const priced = invoice.rows.filter((row) => !row.header);
  const [chosen, setChosen] = useState<string[]>(priced.map((row) => row.id));
  const [saving, setSaving] = useState(false);

  const create = async () => {
    setSaving(true);
    try {
      const creditNote = await createCreditNote({ agencyId, documentId: invoice.id }, chosen);
      void message.success('Avoir créé en brouillon');
      onCreated(creditNote);
      onClose();
    } catch {
      // The HTTP client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title="Créer un avoir" footer={null} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>
        Choisissez les lignes de la facture {invoice.number} que l’avoir annule.
      </Typography.Paragraph>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values.map(String))} style={{ width: '100%' }}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {priced.map((row) => (
            <Checkbox key={row.id} value={row.id}>
              {row.designation} – {formatMoney(row.amount, invoice.currency)} HT
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={onClose}>Annuler</Button>
        <Button type="primary" disabled={chosen.length === 0} loading={saving} onClick={() => void create()}>
          Créer l’avoir
        </Button>
      </Space>
    </Modal>
  );
}
