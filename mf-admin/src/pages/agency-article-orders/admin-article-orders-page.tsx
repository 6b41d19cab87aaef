import { Grid } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import {
  AgencyArticleOrderSchema,
  DEFAULT_ARTICLE_ORDER_STATUS_FILTER,
  type AgencyArticleOrder,
} from '@portal/contracts';
import { LazyDialog, ListTable } from '@portal/kit';
import { ArticleOrderBulkActions } from './article-order-bulk-actions.js';
import { ADMIN_ORDER_LIST_PATH } from './article-order-calls.js';
import { ArticleOrderCards } from './article-order-cards.js';
import { articleOrderColumns } from './article-order-columns.js';
import type { ArticleOrderDialogProps } from './article-order-dialog.js';
import { ArticleOrderFilters } from './article-order-filters.js';

const loadDialog = () => import('./article-order-dialog.js');

/**
 * administration/adminAgencyArticleOrders ('Liste des commandes', support and super admin): every
 * agency's article orders, 25 a page, newest first, without the cancelled ones unless asked; a row's
 * status, date and comment changed in its dialog, a selection's status at once (those already there
 * skipped, the counts confirmed). On a phone, one card per order.
 */
export default function AdminArticleOrdersPage() {
  const [selected, setSelected] = useState<ReadonlyMap<string, AgencyArticleOrder>>(new Map());
  const [dialog, setDialog] = useState<{ open: boolean; order: AgencyArticleOrder | null }>({
    open: false,
    order: null,
  });
  const openDialog = useCallback((order: AgencyArticleOrder) => setDialog({ open: true, order }), []);
  const columns = useMemo(() => articleOrderColumns({ platform: true, onChange: openDialog }), [openDialog]);
  const phone = Grid.useBreakpoint().md === false;
  const select = (order: AgencyArticleOrder, checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(order.id, order);
      else next.delete(order.id);
      return next;
    });

  return (
    <>
      <ListTable<AgencyArticleOrder>
        pageKey="adminAgencyArticleOrders"
        title="Liste des commandes"
        service="billing"
        path={ADMIN_ORDER_LIST_PATH}
        rowKey="id"
        columns={columns}
        rowSchema={AgencyArticleOrderSchema}
        filters={{ initial: { status: DEFAULT_ARTICLE_ORDER_STATUS_FILTER }, form: ArticleOrderFilters }}
        exportName="commandes"
        searchPlaceholder="Article, agence, facture"
        tableProps={{
          locale: { emptyText: 'Aucune commande' },
          rowSelection: {
            preserveSelectedRowKeys: true,
            selectedRowKeys: [...selected.keys()],
            onChange: (keys, rows) =>
              setSelected(
                (current) =>
                  new Map(
                    keys.flatMap((key) => {
                      const order = rows.find((row) => row?.id === key) ?? current.get(String(key));
                      return order ? [[String(key), order] as const] : [];
                    }),
                  ),
              ),
          },
          tableAlertRender: () => `${selected.size} commande(s) sélectionnée(s)`,
          tableAlertOptionRender: () => (
            <ArticleOrderBulkActions orders={[...selected.values()]} onDone={() => setSelected(new Map())} />
          ),
          ...(phone
            ? {
                tableViewRender: (table) => (
                  <ArticleOrderCards
                    table={table}
                    platform={{ selected: new Set(selected.keys()), onSelect: select, onChange: openDialog }}
                  />
                ),
              }
            : {}),
        }}
      />
      <LazyDialog<ArticleOrderDialogProps>
        load={loadDialog}
        open={dialog.open}
        title="Modifier la commande"
        width={560}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ order: dialog.order }}
      />
    </>
  );
}
