import { Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import { useRef } from 'react';
import {
  OfferLicencesSchema,
  PackQuantitySchema,
  SUBSCRIPTION_OFFER_TYPES,
  SUBSCRIPTION_OFFER_TYPE_LABELS,
  SaveSubscriptionOfferSchema,
  SubscriptionOfferDescriptionSchema,
  SubscriptionOfferNameSchema,
  VAT_RATE_LABELS,
  categoryOfOfferType,
  isLockedOfferType,
  toFieldIssues,
  type SubscriptionOffer,
} from '@portal/contracts';
import { useRecordSave, requiredRule, zodRule } from '@portal/kit';
import {
  TypedPriceSchema,
  formValuesOf,
  saveBodyOf,
  typedYearlyPrice,
  type OfferFormValues,
} from './offer-form-values.js';
import { refreshOfferLists, saveSubscriptionOffer } from './subscription-offer-calls.js';

/** A new offer is of a type above 3: types 1 to 3 are the platform's own (02 §4). */
const NEW_TYPES = SUBSCRIPTION_OFFER_TYPES.filter((type) => !isLockedOfferType(type)).map((type) => ({
  value: type,
  label: SUBSCRIPTION_OFFER_TYPE_LABELS[type],
}));
const ALL_TYPES = SUBSCRIPTION_OFFER_TYPES.map((type) => ({
  value: type,
  label: SUBSCRIPTION_OFFER_TYPE_LABELS[type],
}));
const VAT_OPTIONS = Object.entries(VAT_RATE_LABELS).map(([value, label]) => ({ value, label }));
const PRICE_LABELS = { subs: 'Prix mensuel HT', pack: 'Prix du pack HT', article: 'Prix unitaire HT' } as const;

/**
 * The offer form, checked with the service's schemas: field by field while typing, then the whole
 * body with SaveSubscriptionOfferSchema before it is sent. A subscription's yearly price follows
 * 11 × the monthly price as it is typed, until the yearly price is typed itself.
 */
export function OfferForm(props: {
  offer: SubscriptionOffer | null;
  onSaved: (offer: SubscriptionOffer) => void;
  onCancel: () => void;
}) {
  const { offer } = props;
  const [form] = Form.useForm<OfferFormValues>();
  const { saving, submit: save } = useRecordSave(form, {
    save: saveSubscriptionOffer,
    savedText: offer ? 'Offre enregistrée' : 'Offre créée',
    afterSave: async (saved: SubscriptionOffer) => {
      await refreshOfferLists();
      props.onSaved(saved);
    },
  });
  const yearlyTyped = useRef(Boolean(offer));
  const type = Form.useWatch('type', form);
  const category = type ? categoryOfOfferType(type) : undefined;
  const locked = offer ? isLockedOfferType(offer.type) : false;

  const submit = async (values: OfferFormValues) => {
    const body = saveBodyOf(values, offer);
    const checked = SaveSubscriptionOfferSchema.safeParse(body);
    if (!checked.success) {
      form.setFields(
        toFieldIssues(checked.error).map((issue) => ({
          name: issue.path as keyof OfferFormValues,
          errors: [issue.message],
        })),
      );
      return;
    }
    await save(body, offer !== null && JSON.stringify(body) === JSON.stringify(saveBodyOf(formValuesOf(offer), offer)));
  };

  return (
    <Form<OfferFormValues>
      form={form}
      layout="vertical"
      initialValues={formValuesOf(offer)}
      onValuesChange={(changed: Partial<OfferFormValues>, all) => {
        if ('yearlyPrice' in changed) yearlyTyped.current = Boolean(changed.yearlyPrice);
        if ('price' in changed && !yearlyTyped.current && all.type && categoryOfOfferType(all.type) === 'subs') {
          form.setFieldValue('yearlyPrice', typedYearlyPrice(changed.price));
        }
        if ('type' in changed && changed.type === 100 && !all.includedLicences)
          form.setFieldValue('includedLicences', 1);
      }}
      onFinish={() => void submit(form.getFieldsValue(true))}
    >
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item name="name" label="Nom" rules={[requiredRule, zodRule(SubscriptionOfferNameSchema)]}>
            <Input autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="type" label="Type" rules={[requiredRule]}>
            <Select aria-label="Type" options={offer ? ALL_TYPES : NEW_TYPES} disabled={Boolean(offer)} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label="Description" rules={[zodRule(SubscriptionOfferDescriptionSchema)]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="price"
            label={category ? PRICE_LABELS[category] : 'Prix HT'}
            rules={[requiredRule, zodRule(TypedPriceSchema)]}
          >
            <Input inputMode="decimal" suffix="€" />
          </Form.Item>
        </Col>
        {category === 'subs' ? (
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="yearlyPrice"
              label="Prix annuel HT"
              extra="11 fois le prix mensuel par défaut"
              rules={[zodRule(TypedPriceSchema)]}
            >
              <Input inputMode="decimal" suffix="€" />
            </Form.Item>
          </Col>
        ) : null}
        {category === 'subs' ? (
          <Col xs={12} md={8}>
            <Form.Item name="includedLicences" label="Licences incluses" rules={[zodRule(OfferLicencesSchema)]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
        {category === 'pack' ? (
          <Col xs={12} md={8}>
            <Form.Item name="packQuantity" label="Quantité du pack" rules={[requiredRule, zodRule(PackQuantitySchema)]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={12} md={8}>
          <Form.Item name="vatRate" label="TVA" rules={[requiredRule]}>
            <Select aria-label="TVA" options={VAT_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="status"
            label="Statut"
            extra={locked ? 'Offre non modifiable : elle reste activée.' : undefined}
          >
            <Radio.Group
              optionType="button"
              disabled={locked}
              options={[
                { value: 100, label: 'Activée' },
                { value: 200, label: 'Désactivée' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 8 }}>
        <Button onClick={props.onCancel}>Annuler</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Enregistrer
        </Button>
      </Space>
    </Form>
  );
}
