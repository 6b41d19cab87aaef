import { COMMERCIAL_DOCUMENT_KIND_LABELS, DOCUMENT_STATUS_LABELS, type CommercialDocumentRow } from '@portal/contracts';
import { formatDate, formatMoney, type ListColumn } from '@portal/kit';
import type { ReactNode } from 'react';
import type { DocumentFamily } from './document-calls.js';
import { DocumentStateTag } from './document-state-tag.js';

/** A long text cut to `width` with '…', whole on hover. */
export const clipped = (text: string, width: number) => (
  <span
    title={text}
    style={{
      display: 'inline-block',
      maxWidth: width,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
    }}
  >
    {text}
  </span>
);

/** A cell kept on one line (dates, numbers, amounts): the table scrolls rather than breaking them. */
const NOWRAP = { style: { whiteSpace: 'nowrap' } } as const;
const nowrap = () => NOWRAP;

const money = (
  title: string,
  key: 'price' | 'vat' | 'total' | 'toPay',
  currency: string,
  sorter = false,
): ListColumn<CommercialDocumentRow> => ({
  title,
  dataIndex: key,
  align: 'right',
  sorter,
  onCell: nowrap,
  render: (_, row) => formatMoney(row[key], currency),
  exportValue: (row) => Number(row[key]),
});

const date = (
  title: string,
  key: 'createdAt' | 'date' | 'dueDate',
  shown = true,
): ListColumn<CommercialDocumentRow> => ({
  title,
  dataIndex: key,
  sorter: true,
  onCell: nowrap,
  hideInTable: !shown,
  render: (_, row) => formatDate(row[key]),
  exportValue: (row) => formatDate(row[key]),
});

/**
 * The columns of the estimates and invoices lists (02 §3 Invoice list columns): number, dates, site,
 * state, customer and its number, title, amounts excl. tax, VAT, incl. tax and what remains to pay;
 * invoices add their type ('Facture' or 'Avoir').
 */
export function documentColumns(options: {
  family: DocumentFamily;
  currency: string;
  actions: (row: CommercialDocumentRow) => ReactNode;
}): ListColumn<CommercialDocumentRow>[] {
  const { family, currency } = options;
  const invoices = family === 'invoice';
  const columns: (ListColumn<CommercialDocumentRow> | null)[] = [
    {
      title: 'N°',
      dataIndex: 'number',
      sorter: true,
      onCell: nowrap,
      render: (_, row) => row.number ?? '—',
      exportValue: (row) => row.number ?? '',
    },
    invoices
      ? {
          title: 'Type',
          dataIndex: 'type',
          filters: [
            { text: COMMERCIAL_DOCUMENT_KIND_LABELS.invoice, value: 0 },
            { text: COMMERCIAL_DOCUMENT_KIND_LABELS.credit_note, value: 1 },
          ],
          render: (_, row) => COMMERCIAL_DOCUMENT_KIND_LABELS[row.kind],
          exportValue: (row) => COMMERCIAL_DOCUMENT_KIND_LABELS[row.kind],
        }
      : null,
    // Créé le, site, sending, customer number and VAT are shown through 'Configuration du tableau':
    // the amounts keep their place on a laptop's screen.
    date('Créé le', 'createdAt', false),
    date('Date', 'date'),
    date(invoices ? 'Échéance' : 'Validité', 'dueDate'),
    { title: 'Site', dataIndex: 'site', hideInTable: true },
    {
      title: 'Statut',
      dataIndex: 'stateLabel',
      onCell: nowrap,
      render: (_, row) => <DocumentStateTag label={row.stateLabel} status={row.status} />,
      exportValue: (row) =>
        row.status === 100 ? row.stateLabel : `${row.stateLabel} (${DOCUMENT_STATUS_LABELS[row.status]})`,
    },
    // An estimate's state already says whether it was sent.
    invoices
      ? {
          title: 'Envoi',
          dataIndex: 'sent',
          onCell: nowrap,
          hideInTable: true,
          render: (_, row) => (row.sent ? 'Envoyée' : 'Non envoyée'),
          exportValue: (row) => (row.sent ? 'Envoyée' : 'Non envoyée'),
        }
      : null,
    { title: 'Client', dataIndex: 'customer', sorter: true, render: (_, row) => clipped(row.customer, 140) },
    { title: 'N° client', dataIndex: 'customerNumberId', onCell: nowrap, hideInTable: true },
    // An invoice is told by its number and customer; its title is one click away in the configuration.
    { title: 'Titre', dataIndex: 'title', hideInTable: invoices, render: (_, row) => clipped(row.title, 140) },
    // An invoice's list shows what is due first: incl. tax and what remains; excl. tax by configuration.
    { ...money('Montant HT', 'price', currency), hideInTable: invoices },
    { ...money('TVA', 'vat', currency), hideInTable: true },
    money('Total TTC', 'total', currency, true),
    invoices ? money('Reste à payer', 'toPay', currency) : null,
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      fixed: 'right',
      onCell: nowrap,
      render: (_, row) => options.actions(row),
    },
  ];
  return columns.filter((column): column is ListColumn<CommercialDocumentRow> => column !== null);
}
