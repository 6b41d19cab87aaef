import { AppstoreAddOutlined, FontSizeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Typography } from 'antd';
import type { FormListOperation } from 'antd/es/form/FormList';
import { SaveCommercialDocumentSchema, type VatRate } from '@portal/contracts';
import { newHeaderRow, newRow, type RowFormValues } from './document-form-values.js';
import { RowFields } from './row-fields.js';

/** The list's own refusal ('Ajoutez au moins une ligne'), from the contracts' schema. */
const rowsRule = {
  validator: async (_rule: unknown, rows: unknown) => {
    const result = SaveCommercialDocumentSchema.shape.rows.safeParse(rows ?? []);
    const issue = result.success ? undefined : result.error.issues.find((candidate) => candidate.path.length === 0);
    if (issue) throw new Error(issue.message);
  },
};

export type RowsEditorProps = {
  customerId: string | undefined;
  currency: string;
  vatRate: VatRate;
  /** Opens the catalogue; its articles come back through `add`. Absent: no catalogue button. */
  onCatalogue?: (add: (rows: RowFormValues[]) => void) => void;
};

/** The document's rows: add a line, a section title or articles of the catalogue; move and delete. */
export function RowsEditor({ customerId, currency, vatRate, onCatalogue }: RowsEditorProps) {
  return (
    <Form.List name="rows" rules={[rowsRule]}>
      {(fields, operations: FormListOperation, { errors }) => (
        <section aria-label="Lignes">
          <Typography.Title level={5}>Lignes</Typography.Title>
          {fields.map((field, index) => (
            <RowFields
              key={field.key}
              name={field.name}
              position={index + 1}
              count={fields.length}
              customerId={customerId}
              currency={currency}
              onMove={(to) => operations.move(field.name, to)}
              onRemove={() => operations.remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Space wrap style={{ marginBottom: 16 }}>
            <Button icon={<PlusOutlined />} onClick={() => operations.add(newRow(vatRate))}>
              Ajouter une ligne
            </Button>
            <Button icon={<FontSizeOutlined />} onClick={() => operations.add(newHeaderRow())}>
              Ajouter un titre
            </Button>
            {onCatalogue ? (
              <Button
                icon={<AppstoreAddOutlined />}
                onClick={() => onCatalogue((added) => added.forEach((row) => operations.add(row)))}
              >
                Ajouter depuis le catalogue
              </Button>
            ) : null}
          </Space>
        </section>
      )}
    </Form.List>
  );
}
