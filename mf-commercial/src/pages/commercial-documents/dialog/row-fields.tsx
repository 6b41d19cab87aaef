import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Col, Form, Grid, Input, InputNumber, Row, Select, Space, Tooltip } from 'antd';
import { PRICE_UNIT_LABELS, QuantitySchema, UnitPriceSchema, VAT_RATE_LABELS } from '@portal/contracts';
import { SitePicker, formatMoney, requiredRule, zodRule } from '@portal/kit';
import { liveRowAmount, type RowFormValues } from './document-form-values.js';

const UNIT_OPTIONS = Object.entries(PRICE_UNIT_LABELS).map(([value, label]) => ({ value, label }));
const VAT_OPTIONS = Object.entries(VAT_RATE_LABELS).map(([value, label]) => ({ value, label }));
const quantityRule = zodRule(QuantitySchema);
const priceRule = zodRule(UnitPriceSchema);

export type RowFieldsProps = {
  /** The Form.List field's name (its index in `rows`). */
  name: number;
  /** 1-based, as the row is named to the user ('Ligne 2'). */
  position: number;
  count: number;
  customerId: string | undefined;
  currency: string;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** Up, down and delete for one row. */
function RowTools({
  name,
  position,
  count,
  onMove,
  onRemove,
}: Pick<RowFieldsProps, 'name' | 'position' | 'count' | 'onMove' | 'onRemove'>) {
  return (
    <Space size={0}>
      <Tooltip title="Monter">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={`Monter la ligne ${position}`}
          disabled={name === 0}
          onClick={() => onMove(name - 1)}
        />
      </Tooltip>
      <Tooltip title="Descendre">
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={`Descendre la ligne ${position}`}
          disabled={name === count - 1}
          onClick={() => onMove(name + 1)}
        />
      </Tooltip>
      <Tooltip title="Supprimer">
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Supprimer la ligne ${position}`}
          onClick={onRemove}
        />
      </Tooltip>
    </Space>
  );
}

/**
 * One row of the document (02 §3, §5): designation required, description, quantity and unit price
 * excl. tax (step 0.01, never negative), unit, VAT rate, the customer's site, and its amount excl.
 * tax; a header row is a section title, its designation alone.
 */
export function RowFields(props: RowFieldsProps) {
  const { name, position, customerId, currency } = props;
  // This row alone re-renders as it is typed.
  const row = Form.useWatch<RowFormValues | undefined>(['rows', name]);
  const header = row?.header === true;
  const amount = liveRowAmount(row);
  const legend = header ? `Titre ${position}` : `Ligne ${position}`;
  // The tools line up with the fields beside them on a wide screen, under them on a phone.
  const wide = Grid.useBreakpoint().md === true;
  const toolsStyle = {
    display: 'flex',
    justifyContent: 'flex-end',
    paddingTop: wide ? 30 : 0,
    marginBottom: wide ? 0 : 8,
  };
  return (
    <fieldset
      aria-label={legend}
      style={{
        border: '1px solid #f0f0f0',
        borderRadius: 6,
        padding: '8px 12px 0',
        marginBottom: 8,
        background: header ? '#fafafa' : undefined,
        minWidth: 0,
      }}
    >
      <Row gutter={[12, 0]} align="top">
        <Col xs={24} md={header ? 20 : 8}>
          <Form.Item
            name={[name, 'designation']}
            label={header ? 'Titre de section' : 'Désignation'}
            rules={[requiredRule]}
          >
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        {header ? null : (
          <>
            <Col xs={12} md={3}>
              <Form.Item name={[name, 'quantity']} label="Quantité" rules={[requiredRule, quantityRule]}>
                <InputNumber<string> stringMode step="0.01" decimalSeparator="," style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={3}>
              <Form.Item name={[name, 'priceUnit']} label="Unité" rules={[requiredRule]}>
                <Select options={UNIT_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name={[name, 'unitPrice']} label="Prix unitaire HT" rules={[requiredRule, priceRule]}>
                <InputNumber<string> stringMode step="0.01" decimalSeparator="," style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={2}>
              <Form.Item name={[name, 'vatRate']} label="TVA" rules={[requiredRule]}>
                <Select options={VAT_OPTIONS} />
              </Form.Item>
            </Col>
            <Col xs={24} md={4}>
              <Form.Item label="Montant HT" style={wide ? undefined : { marginBottom: 8 }}>
                <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', height: 32 }}>
                  <output
                    aria-label={`Montant HT de la ligne ${position}`}
                    style={{ fontWeight: 500, whiteSpace: 'nowrap' }}
                  >
                    {amount === null ? '—' : formatMoney(amount, currency)}
                  </output>
                </div>
              </Form.Item>
            </Col>
          </>
        )}
        {header ? (
          <Col xs={24} md={4} style={toolsStyle}>
            <RowTools {...props} />
          </Col>
        ) : null}
      </Row>
      {header ? null : (
        <Row gutter={[12, 0]} align="top">
          <Col xs={24} md={12}>
            <Form.Item name={[name, 'description']} label="Description">
              <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={2000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name={[name, 'siteId']} label="Site">
              <SitePicker
                customerId={customerId ?? null}
                disabled={!customerId}
                placeholder={customerId ? 'Choisir un site' : 'Choisissez d’abord le client'}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4} style={toolsStyle}>
            <RowTools {...props} />
          </Col>
        </Row>
      )}
    </fieldset>
  );
}
