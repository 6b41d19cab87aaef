import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Grid, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import {
  AGENCY_INVOICE_STATUS_LABELS,
  AGENCY_INVOICES_PAGE_SIZE,
  AGENCY_PAYMENT_CALLS,
  type AgencyInvoice,
} from '@portal/contracts';
import { formatDate, formatMoney, openPdfInNewTab, useAgencyId, useCan } from '@portal/kit';
import { PaymentMethodChooser } from '../../payments/payment-method-chooser.js';
import { fetchAgencyCreditNotePdf, fetchAgencyInvoicePdf, fetchAgencyInvoices } from './agency-invoice-calls.js';
import { InvoicePayments } from './invoice-payments.js';

const STATUS_COLORS = { 100: 'orange', 200: 'green', 300: 'default' } as const;

const detailOf = (invoice: AgencyInvoice) =>
  invoice.lines.map((line) => `${line.quantity} × ${line.designation}`).join(', ');

/**
 * payments/invoices (Mes factures, 02 §2): the agency's invoices from the platform, 20 a page, newest
 * first, with their partial payments and PDF; a card payment waiting for 3-D Secure is confirmed from
 * here, an invoice awaiting payment is paid by card, and the payment method chooser opens while the
 * first invoice awaits payment.
 */
export default function AgencyInvoicesPage() {
  const agencyId = useAgencyId();
  const [page, setPage] = useState(1);
  const canPay = useCan(AGENCY_PAYMENT_CALLS.payInvoice.right);
  const phone = Grid.useBreakpoint().md === false;
  const invoices = useQuery({
    queryKey: ['billing', 'agency-invoices', agencyId, page],
    queryFn: () => fetchAgencyInvoices(agencyId, page),
  });
  // A card payment reloads the session, which already reads every query again: join that reading.
  const refetch = () => void invoices.refetch({ cancelRefetch: false });
  const number = (invoice: AgencyInvoice) => (
    <Button
      type="link"
      size="small"
      icon={<FilePdfOutlined />}
      aria-label={`PDF de la facture ${invoice.number}`}
      onClick={() =>
        void openPdfInNewTab(() => fetchAgencyInvoicePdf(agencyId, invoice.id), `Facture ${invoice.number}.pdf`)
      }
      style={{ paddingInline: 0 }}
    >
      {invoice.number}
    </Button>
  );
  const creditNote = ({ id, creditNote: note }: AgencyInvoice) =>
    note ? (
      <Button
        type="link"
        size="small"
        icon={<FilePdfOutlined />}
        aria-label={`PDF de l'avoir ${note.number}`}
        onClick={() => void openPdfInNewTab(() => fetchAgencyCreditNotePdf(agencyId, id), `Avoir ${note.number}.pdf`)}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {`Avoir ${note.number}`}
      </Button>
    ) : null;
  const status = (invoice: AgencyInvoice) => (
    <Tag color={STATUS_COLORS[invoice.status]}>{AGENCY_INVOICE_STATUS_LABELS[invoice.status]}</Tag>
  );
  const payments = (invoice: AgencyInvoice) => (
    <InvoicePayments invoice={invoice} canPay={canPay} onChanged={refetch} />
  );
  const columns: ColumnsType<AgencyInvoice> = phone
    ? [
        {
          key: 'invoice',
          // A phone: one card per invoice, every figure and action in it.
          render: (_, invoice) => (
            <Flex vertical gap={4}>
              <Flex justify="space-between" align="center" gap={8}>
                {number(invoice)}
                {status(invoice)}
              </Flex>
              {creditNote(invoice)}
              <Typography.Text>{detailOf(invoice)}</Typography.Text>
              <Typography.Text type="secondary">
                {formatDate(invoice.date)} · {formatMoney(invoice.totalInclTax)} TTC · reste{' '}
                {formatMoney(invoice.remainingDue)}
              </Typography.Text>
              {payments(invoice)}
            </Flex>
          ),
        },
      ]
    : [
        { title: 'N°', key: 'number', render: (_, invoice) => number(invoice) },
        { title: 'Date', key: 'date', render: (_, invoice) => formatDate(invoice.date) },
        { title: 'Détail', key: 'lines', width: 220, render: (_, invoice) => detailOf(invoice) },
        { title: 'Total TTC', key: 'total', align: 'right', render: (_, invoice) => formatMoney(invoice.totalInclTax) },
        { title: 'Reste dû', key: 'due', align: 'right', render: (_, invoice) => formatMoney(invoice.remainingDue) },
        {
          title: 'Statut',
          key: 'status',
          // A cancelled invoice shows the credit note that cancelled it under its status.
          render: (_, invoice) => (
            <Flex vertical align="start" gap={2}>
              {status(invoice)}
              {creditNote(invoice)}
            </Flex>
          ),
        },
        { title: 'Paiements', key: 'payments', width: 250, render: (_, invoice) => payments(invoice) },
      ];
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          Mes factures
        </Typography.Title>
      }
    >
      <PaymentMethodChooser />
      <Table<AgencyInvoice>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={invoices.data?.data ?? []}
        loading={invoices.isLoading}
        // Wide enough for every column; the detail and the payments wrap within theirs.
        scroll={phone ? undefined : { x: 900 }}
        showHeader={!phone}
        locale={{ emptyText: 'Aucune facture' }}
        pagination={{
          current: page,
          pageSize: AGENCY_INVOICES_PAGE_SIZE,
          total: invoices.data?.filteredCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
