import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_TYPE_LABELS,
  AdjustmentValueSchema,
  DISCOUNT_CALLS,
  discountTypeLabel,
  type AdjustmentKind,
} from '@portal/contracts';
import { callApi, formatMoney, requiredRule, useAgencyId, useCan, zodRule } from '@portal/kit';
import { pathOf } from '../document-calls.js';
import { useLiveTotals } from './live-totals.js';

const KIND_OPTIONS = Object.entries(ADJUSTMENT_KIND_LABELS).map(([value, label]) => ({ value, label }));
const typeOptions = (kind: AdjustmentKind) =>
  Object.entries(ADJUSTMENT_TYPE_LABELS[kind]).map(([value, label]) => ({ value, label }));
const valueRule = zodRule(AdjustmentValueSchema.shape.value);
const LIST_LIMIT = 100;

export type AdjustmentsEditorProps = { currency: string };

/** The agency's discounts and fees to pick from (discountList), for those who may read them. */
function useAgencyDiscounts() {
  const agencyId = useAgencyId();
  const allowed = useCan(DISCOUNT_CALLS.list.right);
  return useQuery({
    queryKey: ['billing', 'document-discounts', agencyId],
    enabled: allowed,
    queryFn: () =>
      callApi('billing', pathOf(DISCOUNT_CALLS.list.path, { agencyId }), {
        method: 'POST',
        body: { limit: LIST_LIMIT, orderBy: 'label' },
        schema: DISCOUNT_CALLS.list.response,
        notify: false,
      }),
  });
}

/**
 * Discounts and fees of the document (02 §9): picked from the agency's list or typed (label, kind,
 * percentage or fixed amount excl. tax, value); each shows what it is worth.
 */
export function AdjustmentsEditor({ currency }: AdjustmentsEditorProps) {
  // What each is worth, from the live totals (one for one; null while incomplete).
  const { adjustments, adjustmentAmounts: amounts } = useLiveTotals();
  const discounts = useAgencyDiscounts();
  const choices = discounts.data?.data ?? [];
  return (
    <Form.List name="adjustments">
      {(fields, operations) => (
        <section aria-label="Remises et frais" style={{ marginBottom: 16 }}>
          <Typography.Title level={5}>Remises et frais</Typography.Title>
          {fields.map((field, index) => {
            const kind = adjustments[field.name]?.kind ?? 'discount';
            const amount = amounts[index] ?? null;
            return (
              <fieldset
                key={field.key}
                aria-label={`Remise ou frais ${index + 1}`}
                style={{
                  border: '1px solid #f0f0f0',
                  borderRadius: 6,
                  padding: '8px 12px 0',
                  marginBottom: 8,
                  minWidth: 0,
                }}
              >
                <Row gutter={[12, 0]} align="top">
                  <Col xs={24} md={7}>
                    <Form.Item name={[field.name, 'label']} label="Libellé" rules={[requiredRule]}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={4}>
                    <Form.Item name={[field.name, 'kind']} label="Nature" rules={[requiredRule]}>
                      <Select options={KIND_OPTIONS} />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={3}>
                    <Form.Item name={[field.name, 'value']} label="Valeur" rules={[requiredRule, valueRule]}>
                      <InputNumber<string> stringMode step="0.01" decimalSeparator="," style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={5}>
                    <Form.Item name={[field.name, 'type']} label="Calcul" rules={[requiredRule]}>
                      <Select options={typeOptions(kind)} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={5}>
                    <Form.Item label="Montant HT">
                      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                        <output
                          aria-label={`Montant de la remise ou des frais ${index + 1}`}
                          style={{ whiteSpace: 'nowrap' }}
                        >
                          {amount === null ? '—' : formatMoney(amount, currency)}
                        </output>
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`Supprimer la remise ou les frais ${index + 1}`}
                          onClick={() => operations.remove(field.name)}
                        />
                      </Space>
                    </Form.Item>
                  </Col>
                </Row>
              </fieldset>
            );
          })}
          <Space wrap>
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                operations.add({ label: '', kind: 'discount', type: 'percent', value: '', discountId: null })
              }
            >
              Ajouter une remise ou des frais
            </Button>
            {choices.length > 0 ? (
              <Select<string>
                aria-label="Depuis la liste des remises"
                placeholder="Depuis la liste des remises"
                style={{ minWidth: 260 }}
                value={null}
                options={choices.map((discount) => ({
                  value: discount.id,
                  label: `${discount.label} (${ADJUSTMENT_KIND_LABELS[discount.kind]}, ${discountTypeLabel(discount)})`,
                }))}
                onChange={(id) => {
                  const discount = choices.find((candidate) => candidate.id === id);
                  if (!discount) return;
                  operations.add({
                    label: discount.label,
                    kind: discount.kind,
                    type: discount.type,
                    value: discount.value,
                    discountId: discount.id,
                  });
                }}
              />
            ) : null}
          </Space>
        </section>
      )}
    </Form.List>
  );
}
