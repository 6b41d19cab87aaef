import { SearchOutlined } from '@ant-design/icons';
import { Input, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CATALOGUE_SEARCH_DEBOUNCE_MS,
  DEFAULT_PAGE_SIZE,
  PRICE_UNIT_LABELS,
  VAT_RATE_LABELS,
  fr,
  type CatalogItem,
} from '@portal/contracts';
import { formatMoney, listQueryKey } from '@portal/kit';
import { catalogListPath, fetchCatalogItems } from './catalog-calls.js';

export type CatalogPickerTableProps = {
  agencyId: string;
  /** null: the agency's articles; an id: that customer's own. */
  customerId: string | null;
  /** The ids checked, in the order they were checked (across the dialog's tabs). */
  selected: ReadonlyMap<string, CatalogItem>;
  onToggle: (items: CatalogItem[], checked: boolean) => void;
};

/**
 * One tab of the add-catalogue-items dialog: the active articles of one scope, searched on the
 * designation and description (case and accents ignored, 250 ms after the last key), checkable.
 */
export function CatalogPickerTable(props: CatalogPickerTableProps) {
  const [typed, setTyped] = useState('');
  // A new search starts at its first page; the same one (this effect runs anew when a hidden tab
  // shows again) keeps the page.
  const [{ query, page }, setPaging] = useState({ query: '', page: 1 });
  const setPage = (next: number) => setPaging((current) => ({ ...current, page: next }));
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = typed.trim();
      setPaging((current) => (current.query === next ? current : { query: next, page: 1 }));
    }, CATALOGUE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const body = {
    filters: { customerId: props.customerId, status: 'active' as const },
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(query ? { query } : {}),
  };
  const list = useQuery({
    queryKey: [...listQueryKey('billing', catalogListPath(props.agencyId)), 'picker', body],
    queryFn: ({ signal }) => fetchCatalogItems(props.agencyId, body, signal),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];

  return (
    <>
      <Input
        aria-label="Rechercher un article"
        placeholder="Désignation ou description"
        prefix={<SearchOutlined />}
        allowClear
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Table<CatalogItem>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={rows}
        // Nothing said before the first answer: an empty catalogue is known only once it has come.
        locale={{
          emptyText: list.isPending ? ' ' : query ? 'Aucun article ne correspond à la recherche' : fr.CATALOG_EMPTY,
        }}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: list.data?.filteredCount ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        rowSelection={{
          selectedRowKeys: [...props.selected.keys()],
          preserveSelectedRowKeys: true,
          onSelect: (item, checked) => props.onToggle([item], checked),
          onSelectAll: (checked, _all, changed) => props.onToggle(changed, checked),
        }}
        columns={[
          {
            title: 'Désignation',
            dataIndex: 'designation',
            render: (_, item) => (
              <>
                {item.designation}
                {item.specialty ? <div style={{ opacity: 0.65 }}>{item.specialty}</div> : null}
              </>
            ),
          },
          {
            title: 'Prix unitaire HT',
            dataIndex: 'unitPrice',
            align: 'right',
            render: (_, item) => formatMoney(item.unitPrice),
          },
          { title: 'Unité', dataIndex: 'priceUnit', render: (_, item) => PRICE_UNIT_LABELS[item.priceUnit] },
          { title: 'TVA', dataIndex: 'vatRate', render: (_, item) => VAT_RATE_LABELS[item.vatRate] },
        ]}
      />
    </>
  );
}
