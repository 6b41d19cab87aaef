import { Button, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import {
  CATALOG_ITEM_STATUS_LABELS,
  CatalogDescriptionSchema,
  CatalogDesignationSchema,
  CatalogSpecialtySchema,
  PRICE_UNIT_LABELS,
  VAT_RATE_LABELS,
  type CatalogItem,
} from '@portal/contracts';
import { useRecordSave, requiredRule, zodRule } from '@portal/kit';
import { refreshCatalogLists, saveCatalogItem } from './catalog-calls.js';
import { CatalogCustomerSelect } from './catalog-customer-select.js';
import { TypedUnitPriceSchema, formValuesOf, saveBodyOf, type CatalogFormValues } from './catalog-form-values.js';

const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The article form (serviceCatalog), validated with the service's own schemas: designation, price
 * excl. tax and its unit, VAT rate, specialty, and the customer whose own article it is (none: the
 * agency's).
 */
export function CatalogItemForm(props: {
  agencyId: string;
  item: CatalogItem | null;
  onSaved: (item: CatalogItem) => void;
  onCancel: () => void;
}) {
  const { agencyId, item } = props;
  const [form] = Form.useForm<CatalogFormValues>();
  const { saving, submit: save } = useRecordSave(form, {
    save: (body: ReturnType<typeof saveBodyOf>) => saveCatalogItem(agencyId, body),
    savedText: item ? 'Article enregistré' : 'Article créé',
    afterSave: async (saved: CatalogItem) => {
      await refreshCatalogLists(agencyId);
      props.onSaved(saved);
    },
  });

  const submit = async (values: CatalogFormValues) => {
    const body = saveBodyOf(values, item);
    await save(body, item !== null && JSON.stringify(body) === JSON.stringify(saveBodyOf(formValuesOf(item), item)));
  };

  return (
    <Form<CatalogFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(item)}
      onFinish={() => void submit(form.getFieldsValue(true))}
    >
      <Row gutter={12}>
        <Col xs={24}>
          <Form.Item name="designation" label="Désignation" rules={[requiredRule, zodRule(CatalogDesignationSchema)]}>
            <Input autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Description" rules={[zodRule(CatalogDescriptionSchema)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="unitPrice" label="Prix unitaire HT" rules={[requiredRule, zodRule(TypedUnitPriceSchema)]}>
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="priceUnit" label="Unité" rules={[requiredRule]}>
            <Select aria-label="Unité" options={optionsOf(PRICE_UNIT_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="vatRate" label="TVA" rules={[requiredRule]}>
            <Select aria-label="TVA" options={optionsOf(VAT_RATE_LABELS)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="specialty" label="Spécialité" rules={[zodRule(CatalogSpecialtySchema)]}>
            <Input placeholder="Sécurité, Nettoyage…" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="customerId" label="Client" extra="Sans client, l'article est celui de l'agence.">
            <CatalogCustomerSelect
              ariaLabel="Client"
              placeholder="Article de l'agence"
              knownName={item?.customerName ?? null}
            />
          </Form.Item>
        </Col>
        {item ? (
          <Col xs={24}>
            <Form.Item name="status" label="Statut">
              <Radio.Group options={optionsOf(CATALOG_ITEM_STATUS_LABELS)} optionType="button" />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
