import { useState } from 'react';
import { FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { AGENCY_INVOICE_STATUS_LABELS, AGENCY_INVOICES_PAGE_SIZE, type AgencyInvoice } from '@portal/contracts';
import { formatDate, formatMoney, openPdfInNewTab, useAgencyId } from '@portal/kit';
import { PaymentMethodChooser } from '../../payments/payment-method-chooser.js';
import { fetchAgencyInvoicePdf, fetchAgencyInvoices } from './agency-invoice-calls.js';
import { ConfirmAuthenticationButton } from './confirm-authentication-button.js';
import { PaymentTags } from './payment-tags.js';

const STATUS_COLORS = { 100: 'orange', 200: 'green', 300: 'default' } as const;

/**
 * payments/invoices (Mes factures, 02 §2): the agency's invoices from the platform, 20 a page, newest
 * first, with their partial payments and PDF; a card payment waiting for 3-D Secure is confirmed from
 * here, and the payment method chooser opens while the first invoice awaits payment.
 */
export default function AgencyInvoicesPage() {
  const agencyId = useAgencyId();
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    queryKey: ['billing', 'agency-invoices', agencyId, page],
    queryFn: () => fetchAgencyInvoices(agencyId, page),
  });
  const columns: ColumnsType<AgencyInvoice> = [
    {
      title: 'N°',
      key: 'number',
      render: (_, invoice) => (
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
      ),
    },
    { title: 'Date', key: 'date', render: (_, invoice) => formatDate(invoice.date) },
    {
      title: 'Détail',
      key: 'lines',
      render: (_, invoice) => invoice.lines.map((line) => `${line.quantity} × ${line.designation}`).join(', '),
    },
    { title: 'Total TTC', key: 'total', align: 'right', render: (_, invoice) => formatMoney(invoice.totalInclTax) },
    { title: 'Reste dû', key: 'due', align: 'right', render: (_, invoice) => formatMoney(invoice.remainingDue) },
    {
      title: 'Statut',
      key: 'status',
      render: (_, invoice) => (
        <Tag color={STATUS_COLORS[invoice.status]}>{AGENCY_INVOICE_STATUS_LABELS[invoice.status]}</Tag>
      ),
    },
    {
      title: 'Paiements',
      key: 'payments',
      render: (_, invoice) => (
        <>
          <PaymentTags payments={invoice.payments} />
          {invoice.payments
            .filter((payment) => payment.requiresAuthentication && payment.status === 'PENDING')
            .map((payment) => (
              <div key={payment.id} style={{ marginTop: 4 }}>
                <ConfirmAuthenticationButton
                  invoice={invoice}
                  payment={payment}
                  onDone={() => void invoices.refetch()}
                />
              </div>
            ))}
        </>
      ),
    },
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
        scroll={{ x: 'max-content' }}
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
