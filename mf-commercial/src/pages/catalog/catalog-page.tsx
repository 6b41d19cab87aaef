import { Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  CATALOG_ITEM_STATUS_LABELS,
  CATALOG_SCOPE_LABELS,
  CATALOGUE_SEARCH_DEBOUNCE_MS,
  CatalogItemSchema,
  PRICE_UNIT_LABELS,
  VAT_RATE_LABELS,
  fr,
  type CatalogItem,
} from '@portal/contracts';
import { LazyDialog, ListTable, formatMoney, useAgencyId, type ListColumn } from '@portal/kit';
import { catalogListPath } from './catalog-calls.js';
import { CatalogFilters } from './catalog-filters.js';
import { CatalogImportButton } from './catalog-import-button.js';
import type { CatalogItemDialogProps } from './catalog-item-dialog.js';
import { CatalogRowActions } from './catalog-row-actions.js';

const loadDialog = () => import('./catalog-item-dialog.js');

const optionsOf = (labels: Record<string, string>) => Object.entries(labels).map(([value, text]) => ({ text, value }));

/** serviceCatalog (Facturation group): the agency's articles and its customers' own, editable. */
export default function CatalogPage() {
  const agencyId = useAgencyId();
  const [dialog, setDialog] = useState<{ open: boolean; item: CatalogItem | null }>({ open: false, item: null });
  const openDialog = (item: CatalogItem | null) => setDialog({ open: true, item });

  const columns: ListColumn<CatalogItem>[] = [
    {
      title: 'Désignation',
      dataIndex: 'designation',
      sorter: true,
      render: (_, item) => (
        <>
          {item.designation}
          {item.description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 1 }} style={{ margin: 0, maxWidth: 400 }}>
              {item.description}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    {
      title: 'Prix unitaire HT',
      dataIndex: 'unitPrice',
      sorter: true,
      align: 'right',
      render: (_, item) => formatMoney(item.unitPrice),
      exportValue: (item) => Number(item.unitPrice),
    },
    {
      title: 'Unité',
      dataIndex: 'priceUnit',
      sorter: true,
      filters: optionsOf(PRICE_UNIT_LABELS),
      render: (_, item) => PRICE_UNIT_LABELS[item.priceUnit],
      exportValue: (item) => PRICE_UNIT_LABELS[item.priceUnit],
    },
    {
      title: 'TVA',
      dataIndex: 'vatRate',
      sorter: true,
      render: (_, item) => VAT_RATE_LABELS[item.vatRate],
      exportValue: (item) => VAT_RATE_LABELS[item.vatRate],
    },
    { title: 'Spécialité', dataIndex: 'specialty', sorter: true },
    {
      title: 'Client',
      dataIndex: 'customerName',
      render: (_, item) => item.customerName ?? CATALOG_SCOPE_LABELS.agency,
      exportValue: (item) => item.customerName ?? CATALOG_SCOPE_LABELS.agency,
    },
    {
      title: 'Statut',
      dataIndex: 'status',
      sorter: true,
      filters: optionsOf(CATALOG_ITEM_STATUS_LABELS),
      render: (_, item) => (
        <Tag color={item.status === 'active' ? 'green' : 'default'}>{CATALOG_ITEM_STATUS_LABELS[item.status]}</Tag>
      ),
      exportValue: (item) => CATALOG_ITEM_STATUS_LABELS[item.status],
    },
    {
      title: 'Actions',
      dataIndex: 'id',
      hideInExport: true,
      render: (_, item) => <CatalogRowActions agencyId={agencyId} item={item} onEdit={openDialog} />,
    },
  ];

  return (
    <>
      <ListTable<CatalogItem>
        pageKey="serviceCatalog"
        title="Catalogue"
        service="billing"
        path={catalogListPath(agencyId)}
        rowKey="id"
        columns={columns}
        rowSchema={CatalogItemSchema}
        filters={{ initial: { status: ['active'] }, form: CatalogFilters }}
        createAction={{ label: 'Ajouter un article', right: 'catalog.create', onClick: () => openDialog(null) }}
        toolbarExtra={<CatalogImportButton agencyId={agencyId} />}
        exportName="catalogue"
        searchPlaceholder="Désignation ou description"
        searchDebounceMs={CATALOGUE_SEARCH_DEBOUNCE_MS}
        tableProps={{ locale: { emptyText: fr.CATALOG_EMPTY } }}
      />
      <LazyDialog<CatalogItemDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.item ? "Modifier l'article" : 'Nouvel article'}
        width={680}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, item: dialog.item }}
      />
    </>
  );
}
