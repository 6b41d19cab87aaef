import { Descriptions, Table, Typography } from 'antd';
import {
  PAYMENT_STATUS_LABELS,
  PRICE_UNIT_LABELS,
  VAT_RATE_LABELS,
  type CommercialDocument,
  type DocumentRow,
  type PartialPayment,
} from '@portal/contracts';
import { formatDate, formatDecimal, formatMoney } from '@portal/kit';
import { DOCUMENT_TEXTS } from '../document-texts.js';
import { TotalsPanel } from './totals-panel.js';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * A document that is no longer a draft (a validated invoice or credit note, a transformed estimate),
 * read-only: its parties, dates, rows, totals and, for an invoice, its payments and what remains.
 */
export function DocumentView({ document }: { document: CommercialDocument }) {
  const money = (amount: string) => <span style={nowrap}>{formatMoney(amount, document.currency)}</span>;
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'customer', label: 'Client', children: document.customerName },
          { key: 'date', label: 'Date', children: formatDate(document.date) },
          { key: 'until', label: DOCUMENT_TEXTS[document.kind].until, children: formatDate(document.dueDate) || '—' },
          ...(document.title ? [{ key: 'title', label: 'Titre', children: document.title }] : []),
          ...(document.sourceDocumentNumber
            ? [{ key: 'source', label: 'Issu de', children: document.sourceDocumentNumber }]
            : []),
          ...(document.validatedAt
            ? [{ key: 'validated', label: 'Validé le', children: formatDate(document.validatedAt) }]
            : []),
        ]}
      />
      {document.header ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{document.header}</Typography.Paragraph>
      ) : null}
      <Table<DocumentRow>
        aria-label="Lignes"
        style={{ marginTop: 8 }}
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={document.rows}
        columns={[
          {
            title: 'Désignation',
            dataIndex: 'designation',
            onCell: (row) => (row.header ? { colSpan: 7, style: { fontWeight: 600 } } : {}),
            // Kept narrow enough for the quantity and amount to show beside it on a phone.
            render: (_, row) =>
              row.header ? (
                row.designation
              ) : (
                <div style={{ minWidth: 140, maxWidth: 'min(320px, 45vw)' }}>
                  {row.designation}
                  {row.description ? (
                    <div style={{ color: '#8c8c8c', whiteSpace: 'pre-wrap' }}>{row.description}</div>
                  ) : null}
                </div>
              ),
          },
          { title: 'Site', dataIndex: 'siteName', onCell: (row) => (row.header ? { colSpan: 0 } : {}) },
          {
            title: 'Quantité',
            dataIndex: 'quantity',
            align: 'right',
            onCell: (row) => (row.header ? { colSpan: 0 } : {}),
            render: (_, row) => formatDecimal(row.quantity),
          },
          {
            title: 'Unité',
            dataIndex: 'priceUnit',
            onCell: (row) => (row.header ? { colSpan: 0 } : {}),
            render: (_, row) => PRICE_UNIT_LABELS[row.priceUnit],
          },
          {
            title: 'Prix unitaire HT',
            dataIndex: 'unitPrice',
            align: 'right',
            onCell: (row) => (row.header ? { colSpan: 0 } : {}),
            render: (_, row) => money(row.unitPrice),
          },
          {
            title: 'TVA',
            dataIndex: 'vatRate',
            onCell: (row) => (row.header ? { colSpan: 0 } : {}),
            render: (_, row) => <span style={nowrap}>{VAT_RATE_LABELS[row.vatRate]}</span>,
          },
          {
            title: 'Montant HT',
            dataIndex: 'amount',
            align: 'right',
            onCell: (row) => (row.header ? { colSpan: 0 } : {}),
            render: (_, row) => money(row.amount),
          },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <TotalsPanel
          currency={document.currency}
          totals={{
            ...document.totals,
            adjustments: document.adjustments.map((adjustment) => ({
              label: adjustment.label,
              kind: adjustment.kind,
              amount: adjustment.amount,
              byRate: [],
            })),
          }}
        />
      </div>
      {document.footer ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }}>{document.footer}</Typography.Paragraph>
      ) : null}
      {document.kind === 'invoice' && document.validated ? (
        <section aria-label="Paiements" style={{ marginTop: 16 }}>
          <Typography.Title level={5}>Paiements</Typography.Title>
          <Table<PartialPayment>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={document.payments}
            locale={{ emptyText: 'Aucun paiement' }}
            columns={[
              { title: 'Date', dataIndex: 'date', render: (_, payment) => formatDate(payment.date) },
              { title: 'Montant', dataIndex: 'amount', align: 'right', render: (_, payment) => money(payment.amount) },
              { title: 'Statut', dataIndex: 'status', render: (_, payment) => PAYMENT_STATUS_LABELS[payment.status] },
              { title: 'Note', dataIndex: 'note' },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 8, textAlign: 'right' }}>
            Reste à payer : <strong>{money(document.remaining)}</strong>
          </Typography.Paragraph>
        </section>
      ) : null}
    </>
  );
}
