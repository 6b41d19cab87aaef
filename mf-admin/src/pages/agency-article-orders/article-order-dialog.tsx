import { Button, Descriptions, Form, Input, Modal, Select, Space } from 'antd';
import {
  ARTICLE_ORDER_STATUS_DATE_FIELDS,
  ARTICLE_ORDER_STATUS_LABELS,
  ARTICLE_ORDER_STATUSES,
  ArticleOrderCommentSchema,
  isArticleOrderStatus,
  type AgencyArticleOrder,
  type ArticleOrderStatus,
  type ChangeArticleOrder,
} from '@portal/contracts';
import {
  FrenchDateInput,
  frenchDateRule,
  instantOfFrenchDate,
  requiredRule,
  useRecordSave,
  zodRule,
  type DialogControl,
} from '@portal/kit';
import { changeArticleOrder, refreshOrderLists } from './article-order-calls.js';
import { ArticleOrderStatusTag } from './article-order-display.js';

export type ArticleOrderDialogProps = { order: AgencyArticleOrder | null };

type FormValues = { status: ArticleOrderStatus | undefined; date: string; comment: string };

const STATUS_OPTIONS = ARTICLE_ORDER_STATUSES.map((status) => ({
  value: status,
  label: ARTICLE_ORDER_STATUS_LABELS[status],
}));

/**
 * One order's change (02 §4, §7): any status from any; the date of that status, typed or left empty
 * for now ('En attente' has none); the comment. Loaded on demand; made anew at each opening.
 */
export default function ArticleOrderDialog({ order, open, onClose }: ArticleOrderDialogProps & DialogControl) {
  return (
    <Modal open={open} title="Modifier la commande" footer={null} onCancel={onClose} width={560} destroyOnHidden>
      {order ? <ArticleOrderForm key={order.id} order={order} onDone={onClose} /> : null}
    </Modal>
  );
}

function ArticleOrderForm({ order, onDone }: { order: AgencyArticleOrder; onDone: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { saving, submit } = useRecordSave(form, {
    save: changeArticleOrder,
    savedText: 'Commande enregistrée',
    afterSave: async () => {
      await refreshOrderLists();
      onDone();
    },
  });
  const status = Form.useWatch('status', form);
  const dated = status !== undefined && ARTICLE_ORDER_STATUS_DATE_FIELDS[status] !== null;

  const save = async (values: FormValues) => {
    if (values.status === undefined) return;
    const comment = values.comment.trim();
    const body: ChangeArticleOrder = {
      id: order.id,
      status: values.status,
      ...(dated && values.date.trim() ? { date: instantOfFrenchDate(values.date) } : {}),
      ...(comment !== order.comment ? { comment } : {}),
    };
    await submit(body, body.status === order.status && !body.date && body.comment === undefined);
  };

  return (
    <>
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'article', label: 'Article', children: `${order.quantity} × ${order.designation}` },
          { key: 'agency', label: 'Agence', children: order.agency.name },
          { key: 'status', label: 'Statut actuel', children: <ArticleOrderStatusTag status={order.status} /> },
        ]}
      />
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          status: isArticleOrderStatus(order.status) ? order.status : undefined,
          date: '',
          comment: order.comment,
        }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="status" label="Statut" rules={[requiredRule]}>
          <Select<ArticleOrderStatus> aria-label="Statut" options={STATUS_OPTIONS} />
        </Form.Item>
        {dated ? (
          <Form.Item
            name="date"
            label={`${ARTICLE_ORDER_STATUS_LABELS[status]} le`}
            extra="Laissez vide pour la date et l'heure du changement."
            rules={[frenchDateRule('optional')]}
          >
            <FrenchDateInput aria-label="Date du statut" time="optional" />
          </Form.Item>
        ) : null}
        <Form.Item name="comment" label="Commentaire" rules={[zodRule(ArticleOrderCommentSchema)]}>
          <Input.TextArea aria-label="Commentaire" autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onDone}>Annuler</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Enregistrer
          </Button>
        </Space>
      </Form>
    </>
  );
}
