import { DownloadOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Grid, Space, Typography } from 'antd';
import { useState } from 'react';
import { PAYMENT_PERIOD_LABELS, type AgencyInvoice } from '@portal/contracts';
import { formatDate, formatMoney, openPdfInNewTab, saveFile, type DialogControl } from '@portal/kit';
import { fetchInvoicePdf, invoicePdfName, refreshInvoiceLists } from './agency-invoice-admin-calls.js';
import { InvoiceStatusTag } from './invoice-display.js';
import { InvoiceLines } from './invoice-lines.js';
import { InvoicePayments } from './invoice-payments.js';
import { PaymentForm } from './payment-form.js';

export type InvoiceDrawerProps = {
  /** The list's row: the invoice as it stood when opened. */
  invoice: AgencyInvoice | null;
};

function PdfButtons({ invoice }: { invoice: AgencyInvoice }) {
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
  const name = invoicePdfName(invoice);
  return (
    <Space wrap>
      <Button
        icon={<EyeOutlined />}
        loading={busy === 'preview'}
        onClick={() => void run('preview', () => openPdfInNewTab(() => fetchInvoicePdf(invoice.id), name))}
      >
        Aperçu
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'download'}
        onClick={() => void run('download', async () => saveFile(await fetchInvoicePdf(invoice.id), name))}
      >
        Télécharger le PDF
      </Button>
    </Space>
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
  // Another row opened: its invoice replaces the one shown.
  const [opened, setOpened] = useState(props.invoice);
  if (opened !== props.invoice) {
    setOpened(props.invoice);
    setInvoice(props.invoice);
    setAdding(false);
  }
  const changed = (next: AgencyInvoice) => {
    setInvoice(next);
    setAdding(false);
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
          <PdfButtons invoice={invoice} />
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
