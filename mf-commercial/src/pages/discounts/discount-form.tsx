import { Button, Form, Input, Radio, Space, type FormInstance, type FormRule } from 'antd';
import {
  ADJUSTMENT_KIND_LABELS,
  ADJUSTMENT_TYPES,
  ADJUSTMENT_TYPE_LABELS,
  AdjustmentValueSchema,
  DiscountLabelSchema,
  type AdjustmentKind,
  type AdjustmentType,
  type Discount,
  type SaveDiscountInput,
} from '@portal/contracts';
import { useRecordSave, requiredRule, zodRule } from '@portal/kit';
import { refreshDiscountLists, saveDiscount } from './discount-calls.js';

type DiscountFormValues = { label?: string; kind: AdjustmentKind; type: AdjustmentType; value?: string };

/** A value typed the French way ('5,5') as the service reads it ('5.5'). */
const typedValue = (typed: string | undefined) => (typed ?? '').trim().replace(',', '.');

/** The service's own rules on the value (2 decimals, a percentage at most 100), for the kind and type chosen. */
function valueRule(form: FormInstance<DiscountFormValues>): FormRule {
  return {
    validator: async (_rule, typed: string | undefined) => {
      if (typedValue(typed) === '') return;
      const { kind, type } = form.getFieldsValue(['kind', 'type']) as DiscountFormValues;
      const parsed = AdjustmentValueSchema.safeParse({ kind, type, value: typedValue(typed) });
      const issue = parsed.error?.issues.find((candidate) => candidate.path[0] === 'value');
      if (issue) throw new Error(issue.message);
    },
  };
}

const valuesOf = (discount: Discount | null): DiscountFormValues =>
  discount
    ? { label: discount.label, kind: discount.kind, type: discount.type, value: discount.value.replace('.', ',') }
    : { kind: 'discount', type: 'percent' };

const bodyOf = (values: DiscountFormValues, discount: Discount | null): SaveDiscountInput => ({
  ...(discount ? { id: discount.id } : {}),
  label: values.label ?? '',
  kind: values.kind,
  type: values.type,
  value: typedValue(values.value),
});

/**
 * The discount form (discountList): a label, a discount (Remise) or a fee (Frais), its type
 * ('Pourcentage du total HT' or 'Montant fixe HT' for a discount; 'Montant fixe HT' or 'Pourcentage
 * du montant HT' for a fee) and its value, with the service's own rules.
 */
export function DiscountForm(props: {
  agencyId: string;
  discount: Discount | null;
  onSaved: (discount: Discount) => void;
  onCancel: () => void;
}) {
  const { agencyId, discount } = props;
  const [form] = Form.useForm<DiscountFormValues>();
  const kind = Form.useWatch('kind', form) ?? valuesOf(discount).kind;
  const type = Form.useWatch('type', form) ?? valuesOf(discount).type;
  const { saving, submit: save } = useRecordSave(form, {
    save: (body: ReturnType<typeof bodyOf>) => saveDiscount(agencyId, body),
    savedText: discount ? 'Remise enregistrée' : 'Remise créée',
    afterSave: async (saved: Discount) => {
      await refreshDiscountLists(agencyId);
      props.onSaved(saved);
    },
  });

  const submit = async (values: DiscountFormValues) => {
    const body = bodyOf(values, discount);
    await save(
      body,
      discount !== null && JSON.stringify(body) === JSON.stringify(bodyOf(valuesOf(discount), discount)),
    );
  };

  return (
    <Form<DiscountFormValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(discount)}
      onFinish={() => void submit(form.getFieldsValue(true))}
    >
      <Form.Item name="label" label="Libellé" rules={[requiredRule, zodRule(DiscountLabelSchema)]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item name="kind" label="Nature">
        <Radio.Group
          optionType="button"
          options={Object.entries(ADJUSTMENT_KIND_LABELS).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="type" label="Type">
        <Radio.Group
          options={ADJUSTMENT_TYPES.map((value) => ({ value, label: ADJUSTMENT_TYPE_LABELS[kind][value] }))}
        />
      </Form.Item>
      <Form.Item name="value" label="Valeur" dependencies={['kind', 'type']} rules={[requiredRule, valueRule(form)]}>
        <Input inputMode="decimal" suffix={type === 'percent' ? '%' : '€ HT'} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
