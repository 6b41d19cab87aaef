import { Grid } from 'antd';
import { useMemo } from 'react';
import {
  AgencyArticleOrderSchema,
  DEFAULT_ARTICLE_ORDER_STATUS_FILTER,
  type AgencyArticleOrder,
} from '@portal/contracts';
import { ListTable, useAgencyId } from '@portal/kit';
import { agencyOrderListPath } from './article-order-calls.js';
import { ArticleOrderCards } from './article-order-cards.js';
import { articleOrderColumns } from './article-order-columns.js';
import { ArticleOrderFilters } from './article-order-filters.js';

/**
 * payments/agencyArticleOrders ('Suivi de commande', 02 §2): the agency's own article orders, where
 * each stands and when it got there, read only; 25 a page, newest first, without the cancelled ones
 * unless asked; one card per order on a phone. Open without a valid subscription, like the other
 * payment pages.
 */
export default function AgencyArticleOrdersPage() {
  const agencyId = useAgencyId();
  const columns = useMemo(() => articleOrderColumns({ platform: false }), []);
  const phone = Grid.useBreakpoint().md === false;
  return (
    <ListTable<AgencyArticleOrder>
      pageKey="agencyArticleOrders"
      title="Suivi de commande"
      service="billing"
      path={agencyOrderListPath(agencyId)}
      rowKey="id"
      columns={columns}
      rowSchema={AgencyArticleOrderSchema}
      filters={{ initial: { status: DEFAULT_ARTICLE_ORDER_STATUS_FILTER }, form: ArticleOrderFilters }}
      exportName="commandes"
      searchPlaceholder="Article, adresse, facture"
      tableProps={{
        locale: { emptyText: 'Aucune commande' },
        ...(phone ? { tableViewRender: (table) => <ArticleOrderCards table={table} /> } : {}),
      }}
    />
  );
}
