import { DownloadOutlined, EyeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Grid, Space, Typography } from 'antd';
import { useState } from 'react';
import { PAYMENT_PERIOD_LABELS, type AgencyInvoice } from '@portal/contracts';
import { formatDate, formatMoney, openPdfInNewTab, saveFile, type DialogControl } from '@portal/kit';
import { fetchInvoicePdf, invoicePdfName, refreshInvoiceLists } from './agency-invoice-admin-calls.js';
import { CreditNoteForm, isCancellable } from './credit-note-form.js';
import { InvoiceStatusTag } from './invoice-display.js';
import { InvoiceLines } from './invoice-lines.js';
import { InvoicePayments } from './invoice-payments.js';
import { PaymentForm } from './payment-form.js';

export type InvoiceDrawerProps = {
  /** The list's row: the invoice as it stood when opened. */
  invoice: AgencyInvoice | null;
};

/** 'Aperçu' and 'Télécharger le PDF' of the invoice, or of its credit note. */
function PdfButtons({ invoice, document }: { invoice: AgencyInvoice; document: 'invoice' | 'creditNote' }) {
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const run = async (kind: 'preview' | 'download', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch {
      // postForFile has shown the refusal.
    } finally {
      setBusy(null);
    }
  };
  const name = invoicePdfName(document === 'creditNote' && invoice.creditNote ? invoice.creditNote : invoice);
  const of = document === 'creditNote' ? " de l'avoir" : '';
  const pdf = () => fetchInvoicePdf(invoice.id, document);
  return (
    <Space wrap>
      <Button
        icon={<EyeOutlined />}
        loading={busy === 'preview'}
        onClick={() => void run('preview', () => openPdfInNewTab(pdf, name))}
      >
        {`Aperçu${of}`}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'download'}
        onClick={() => void run('download', async () => saveFile(await pdf(), name))}
      >
        {document === 'creditNote' ? "Télécharger l'avoir" : 'Télécharger le PDF'}
      </Button>
    </Space>
  );
}

/** The credit note that cancelled the invoice: its number, day and reason, and its PDF. */
function CreditNoteSection({ invoice }: { invoice: AgencyInvoice }) {
  const note = invoice.creditNote;
  if (!note) return null;
  return (
    <section aria-label="Avoir">
      <Typography.Title level={5}>Avoir</Typography.Title>
      <Flex vertical gap={8}>
        <Typography.Text>
          Annulée par l'avoir <strong>{note.number}</strong> du {formatDate(note.date)}. Motif : {note.reason}
        </Typography.Text>
        <PdfButtons invoice={invoice} document="creditNote" />
      </Flex>
    </section>
  );
}

/**
 * An invoice opened from the list, loaded on demand: its figures, lines and partial payments,
 * 'Ajouter un paiement', a payment's status changed, its PDF shown or downloaded. Full width on a phone.
 */
export default function InvoiceDrawer(props: InvoiceDrawerProps & DialogControl) {
  const screens = Grid.useBreakpoint();
  const [invoice, setInvoice] = useState(props.invoice);
  const [adding, setAdding] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  // Another row opened: its invoice replaces the one shown.
  const [opened, setOpened] = useState(props.invoice);
  if (opened !== props.invoice) {
    setOpened(props.invoice);
    setInvoice(props.invoice);
    setAdding(false);
    setCancelling(false);
  }
  const changed = (next: AgencyInvoice) => {
    setInvoice(next);
    setAdding(false);
    setCancelling(false);
    void refreshInvoiceLists();
  };

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={invoice ? `Facture ${invoice.number}` : 'Facture'}
      width={screens.md === false ? '100%' : 760}
      destroyOnHidden
    >
      {invoice ? (
        <Flex vertical gap={16}>
          <Flex wrap justify="space-between" gap={8}>
            <PdfButtons invoice={invoice} document="invoice" />
            {isCancellable(invoice) && !cancelling ? (
              <Button danger icon={<StopOutlined />} onClick={() => setCancelling(true)}>
                Annuler par un avoir
              </Button>
            ) : null}
          </Flex>
          {cancelling ? (
            <CreditNoteForm invoice={invoice} onSaved={changed} onCancel={() => setCancelling(false)} />
          ) : null}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, md: 2, lg: 2, xl: 2, xxl: 2 }}
            items={[
              { key: 'agency', label: 'Agence', children: invoice.agency.name },
              { key: 'date', label: 'Date', children: formatDate(invoice.date) },
              { key: 'status', label: 'Statut', children: <InvoiceStatusTag status={invoice.status} /> },
              { key: 'period', label: 'Paiement', children: PAYMENT_PERIOD_LABELS[invoice.period] },
              { key: 'ht', label: 'Total HT', children: formatMoney(invoice.totalExclTax) },
              { key: 'vat', label: 'TVA', children: formatMoney(invoice.totalVat) },
              { key: 'ttc', label: 'Total TTC', children: formatMoney(invoice.totalInclTax) },
              { key: 'due', label: 'Reste à payer', children: <strong>{formatMoney(invoice.remainingDue)}</strong> },
            ]}
          />
          <CreditNoteSection invoice={invoice} />
          <section aria-label="Lignes">
            <Typography.Title level={5}>Lignes</Typography.Title>
            <InvoiceLines lines={invoice.lines} />
          </section>
          <section aria-label="Paiements">
            <Flex wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                Paiements
              </Typography.Title>
              {invoice.status === 100 && !adding ? (
                <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                  Ajouter un paiement
                </Button>
              ) : null}
            </Flex>
            {adding ? (
              <div style={{ marginBottom: 12 }}>
                <PaymentForm invoice={invoice} onSaved={changed} onCancel={() => setAdding(false)} />
              </div>
            ) : null}
            <InvoicePayments invoice={invoice} onChanged={changed} />
          </section>
        </Flex>
      ) : null}
    </Drawer>
  );
}
