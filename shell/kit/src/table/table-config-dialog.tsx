import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { PAGE_SIZE_OPTIONS } from '@portal/contracts';
import { Button, Checkbox, Flex, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import type { ArrangedColumn, TableConfig } from './table-config.js';

export type TableConfigDialogProps<Row> = {
  /** The columns the user may see, in their current order. */
  columns: readonly ArrangedColumn<Row>[];
  config: TableConfig;
  pageSize: number;
  onClose: () => void;
  /** Saves the configuration; a failure keeps the dialog open (the HTTP client shows the error). */
  onSave: (config: TableConfig) => Promise<void>;
};

type Item = { key: string; title: string; hidden: boolean; sortable: boolean };

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * 'Configuration du tableau' (spec 00 §2.6): column order and visibility, default sort and rows per
 * page, saved in the user's `pagesConfig`. Mounted when opened, so it starts from what is in use.
 */
export function TableConfigDialog<Row>(props: TableConfigDialogProps<Row>) {
  const [items, setItems] = useState<Item[]>(() =>
    props.columns.map(({ key, column, hidden }) => ({
      key,
      title: column.title,
      hidden,
      sortable: column.sorter === true,
    })),
  );
  const [sortColumn, setSortColumn] = useState(props.config.sortColumn ?? '');
  const [ascending, setAscending] = useState(props.config.ascending ?? true);
  const [pageSize, setPageSize] = useState(props.pageSize);
  const [saving, setSaving] = useState(false);
  const visibleCount = items.filter((item) => !item.hidden).length;

  const save = async () => {
    setSaving(true);
    try {
      await props.onSave({
        columns: items.map(({ key, hidden }) => ({ key, hidden })),
        ...(sortColumn ? { sortColumn, ascending } : {}),
        pageSize,
      });
      props.onClose();
    } catch {
      // Shown by the HTTP client; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Configuration du tableau"
      okText="Enregistrer"
      cancelText="Annuler"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={props.onClose}
    >
      <Typography.Title level={5}>Colonnes</Typography.Title>
      <ul aria-label="Colonnes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item, index) => (
          <li key={item.key} aria-label={item.title}>
            <Flex align="center" justify="space-between" gap={8}>
              <Checkbox
                checked={!item.hidden}
                disabled={!item.hidden && visibleCount === 1}
                onChange={(event) =>
                  setItems(
                    items.map((other) =>
                      other.key === item.key ? { ...other, hidden: !event.target.checked } : other,
                    ),
                  )
                }
              >
                {item.title}
              </Checkbox>
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Monter la colonne ${item.title}`}
                  disabled={index === 0}
                  onClick={() => setItems(move(items, index, index - 1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Descendre la colonne ${item.title}`}
                  disabled={index === items.length - 1}
                  onClick={() => setItems(move(items, index, index + 1))}
                />
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
      <Form layout="vertical" style={{ marginTop: 16 }}>
        <Form.Item label="Tri par défaut" htmlFor="table-config-sort">
          <Select
            id="table-config-sort"
            value={sortColumn}
            onChange={setSortColumn}
            options={[
              { value: '', label: 'Aucun' },
              ...items.filter((item) => item.sortable).map((item) => ({ value: item.key, label: item.title })),
            ]}
          />
        </Form.Item>
        <Form.Item label="Sens du tri">
          <Radio.Group
            disabled={!sortColumn}
            value={ascending}
            onChange={(event) => setAscending(event.target.value === true)}
            options={[
              { value: true, label: 'Croissant' },
              { value: false, label: 'Décroissant' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Lignes par page">
          <Radio.Group
            optionType="button"
            value={pageSize}
            onChange={(event) => setPageSize(Number(event.target.value))}
            options={PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: String(size) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
