import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import {
  ARTICLE_ORDER_STATUS_LABELS,
  ARTICLE_ORDER_STATUSES,
  fr,
  type AgencyArticleOrder,
  type ArticleOrderStatus,
} from '@portal/contracts';
import { changeArticleOrdersStatus, refreshOrderLists } from './article-order-calls.js';
import {
  articleOrderStatusDone,
  articleOrderStatusSentences,
  articleOrderStatusSummary,
} from './article-order-status-summary.js';

/**
 * The multi-select's 'Changer le statut' (02 §4): the orders already in the chosen status are
 * skipped; the confirmation gives the counts first, and when none would change, 'Aucun changement
 * à enregistrer'. The dates are stamped now.
 */
export function ArticleOrderBulkActions(props: { orders: readonly AgencyArticleOrder[]; onDone: () => void }) {
  const { modal, message } = App.useApp();
  const ask = (status: ArticleOrderStatus) => {
    const summary = articleOrderStatusSummary(props.orders, status);
    if (summary.change === 0) {
      void message.info(fr.NO_CHANGE);
      return;
    }
    modal.confirm({
      title: 'Changer le statut des commandes sélectionnées ?',
      content: (
        <>
          {articleOrderStatusSentences(summary, status).map((sentence) => (
            <div key={sentence}>{sentence}</div>
          ))}
        </>
      ),
      okText: 'Confirmer',
      cancelText: 'Annuler',
      okButtonProps: { danger: status === 500 },
      onOk: async () => {
        try {
          const result = await changeArticleOrdersStatus(
            props.orders.map((order) => order.id),
            status,
          );
          void message.success(articleOrderStatusDone(result.changed));
          props.onDone();
          await refreshOrderLists();
        } catch {
          // The HTTP client has shown the refusal.
        }
      },
    });
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: ARTICLE_ORDER_STATUSES.map((status) => ({
          key: String(status),
          label: ARTICLE_ORDER_STATUS_LABELS[status],
          danger: status === 500,
        })),
        onClick: ({ key }) => ask(Number(key) as ArticleOrderStatus),
      }}
    >
      <Button size="small">
        Changer le statut <DownOutlined />
      </Button>
    </Dropdown>
  );
}
