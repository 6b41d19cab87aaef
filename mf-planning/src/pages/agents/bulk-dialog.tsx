import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  Modal,
  Radio,
  Result,
  Select,
  Space,
  Switch,
  Table,
  type FormRule,
} from 'antd';
import { useState, type ReactNode } from 'react';
import {
  BULK_COLLABORATORS_MAX,
  CIVILITY_LABELS,
  COLLABORATOR_TYPE_LABELS,
  LICENCE_STATUS_LABELS,
  fr,
  formatMessage,
  rightLabel,
  type BulkCollaboratorRow,
  type CollaboratorType,
  type LicenceStatus,
} from '@portal/contracts';
import { applyFieldErrors, emailRule, isApiError, requiredRule, useCan, type DialogControl } from '@portal/kit';
import { bulkCreateCollaborators, refreshCollaborators } from './collaborator-calls.js';
import { optionsOf } from './tabs/options.js';

export type BulkDialogProps = { agencyId: string };

type RowValues = Omit<BulkCollaboratorRow, 'phone' | 'type'> & { phone: string; type: CollaboratorType };
type BulkValues = { status: LicenceStatus; rows: RowValues[] };

const emptyRow = (): RowValues => ({
  civility: 0,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  type: 'EMPLOYEE',
  plannable: true,
});

const INITIAL: BulkValues = { status: 100, rows: [emptyRow(), emptyRow(), emptyRow()] };

/**
 * 'Création multiple' (spec 01 §2 bulk collaborators dialog): editable rows, created all at once or
 * not at all; each refused field is shown in its row, the quota refusal above the rows.
 */
export default function BulkDialog(props: BulkDialogProps & DialogControl) {
  const { agencyId, open, onClose } = props;
  const allowed = useCan('agents.create');
  const [form] = Form.useForm<BulkValues>();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { message } = App.useApp();

  const save = async (values: BulkValues) => {
    setRefusal(null);
    setSaving(true);
    try {
      const created = await bulkCreateCollaborators(agencyId, {
        status: values.status,
        rows: values.rows.map((row) => ({ ...row, phone: row.phone?.trim() ? row.phone : null })),
      });
      void message.success(`${created.data.length} collaborateur(s) créé(s)`);
      await refreshCollaborators(agencyId);
      onClose();
    } catch (error) {
      if (!isApiError(error)) void message.error(fr.UNKNOWN_ERROR);
      else if (error.code === 'AGENTS_LIMIT_REACHED' || error.code === 'ACCOUNTS_LIMIT_REACHED')
        setRefusal(error.message);
      else applyFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const cell = (name: number, field: keyof RowValues, node: ReactNode, rules: FormRule[] = []) => (
    <Form.Item
      name={[name, field]}
      rules={rules}
      style={{ margin: 0 }}
      valuePropName={field === 'plannable' ? 'checked' : 'value'}
    >
      {node}
    </Form.Item>
  );

  return (
    <Modal open={open} title="Création multiple" footer={null} onCancel={onClose} width={1100} destroyOnHidden>
      {!allowed ? (
        <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel('agents.create') })} />
      ) : (
        <Form<BulkValues> form={form} initialValues={INITIAL} onFinish={(values) => void save(values)}>
          {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} /> : null}
          <Form.Item name="status" label="Licence">
            <Radio.Group options={optionsOf(LICENCE_STATUS_LABELS, true)} />
          </Form.Item>
          <Form.List name="rows">
            {(fields, { add, remove }) => (
              <>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="key"
                  dataSource={fields}
                  columns={[
                    {
                      title: 'Civilité',
                      render: (_, field) =>
                        cell(
                          field.name,
                          'civility',
                          <Select aria-label="Civilité" options={optionsOf(CIVILITY_LABELS, true)} />,
                        ),
                    },
                    {
                      title: 'Prénom',
                      render: (_, field) =>
                        cell(field.name, 'firstName', <Input aria-label="Prénom" />, [requiredRule]),
                    },
                    {
                      title: 'Nom',
                      render: (_, field) => cell(field.name, 'lastName', <Input aria-label="Nom" />, [requiredRule]),
                    },
                    {
                      title: 'E-mail',
                      render: (_, field) =>
                        cell(field.name, 'email', <Input aria-label="E-mail" />, [requiredRule, emailRule]),
                    },
                    {
                      title: 'Téléphone',
                      render: (_, field) => cell(field.name, 'phone', <Input aria-label="Téléphone" />),
                    },
                    {
                      title: 'Type',
                      render: (_, field) =>
                        cell(
                          field.name,
                          'type',
                          <Select
                            aria-label="Type"
                            style={{ width: 140 }}
                            options={optionsOf(COLLABORATOR_TYPE_LABELS)}
                          />,
                        ),
                    },
                    {
                      title: 'Planifiable',
                      render: (_, field) => cell(field.name, 'plannable', <Switch aria-label="Planifiable" />),
                    },
                    {
                      title: '',
                      render: (_, field) => (
                        <Button
                          type="text"
                          icon={<DeleteOutlined />}
                          aria-label="Retirer la ligne"
                          disabled={fields.length === 1}
                          onClick={() => remove(field.name)}
                        />
                      ),
                    },
                  ]}
                />
                <Button
                  icon={<PlusOutlined />}
                  style={{ marginTop: 12 }}
                  disabled={fields.length >= BULK_COLLABORATORS_MAX}
                  onClick={() => add(emptyRow())}
                >
                  Ajouter une ligne
                </Button>
              </>
            )}
          </Form.List>
          <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
            <Button onClick={onClose}>Annuler</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Créer les collaborateurs
            </Button>
          </Space>
        </Form>
      )}
    </Modal>
  );
}
