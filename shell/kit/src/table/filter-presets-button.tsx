import {
  DeleteOutlined,
  EditOutlined,
  FilterOutlined,
  SaveOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Divider, Flex, Input, Popover, Typography } from 'antd';
import { useState } from 'react';
import type { FilterPreset } from '../user/use-page-config.js';
import { presetChanges } from './filter-presets.js';
import type { ListFilters } from './list-table-types.js';

export type FilterPresetsButtonProps = {
  presets: readonly FilterPreset[];
  /** The filters in use, saved or overwritten into a preset. */
  filters: ListFilters;
  onApply: (filters: ListFilters) => void;
  onReset: () => void;
  /** Saves the whole new list; a failure is shown by the HTTP client and leaves the list as it was. */
  onSave: (presets: FilterPreset[]) => Promise<void>;
  saving?: boolean;
};

const LABEL_MAX = 80;

function PresetRow(props: {
  preset: FilterPreset;
  onApply: () => void;
  onChange: (change: (presets: readonly FilterPreset[]) => FilterPreset[]) => Promise<boolean>;
  filters: ListFilters;
  disabled: boolean;
}) {
  const { preset, filters, disabled } = props;
  const [renaming, setRenaming] = useState<string>();
  if (renaming !== undefined) {
    return (
      <li aria-label={preset.label}>
        <Flex gap={4}>
          <Input
            size="small"
            aria-label="Nouveau nom"
            value={renaming}
            maxLength={LABEL_MAX}
            onChange={(event) => setRenaming(event.target.value)}
          />
          <Button
            size="small"
            type="primary"
            disabled={disabled || !renaming.trim()}
            onClick={() =>
              void props
                .onChange((all) => presetChanges.rename(all, preset.key, renaming))
                .then((saved) => saved && setRenaming(undefined))
            }
          >
            Valider
          </Button>
          <Button size="small" onClick={() => setRenaming(undefined)}>
            Annuler
          </Button>
        </Flex>
      </li>
    );
  }
  return (
    <li aria-label={preset.label}>
      <Flex vertical gap={2}>
        <Button type="link" size="small" style={{ padding: 0, alignSelf: 'flex-start' }} onClick={props.onApply}>
          {preset.label}
        </Button>
        <Flex gap={4} wrap>
          <Button
            size="small"
            aria-pressed={preset.favorite}
            icon={preset.favorite ? <StarFilled /> : <StarOutlined />}
            disabled={disabled}
            onClick={() => void props.onChange((all) => presetChanges.toggleFavorite(all, preset.key))}
          >
            Favori
          </Button>
          <Button
            size="small"
            icon={<SaveOutlined />}
            disabled={disabled}
            onClick={() => void props.onChange((all) => presetChanges.overwrite(all, preset.key, filters))}
          >
            Écraser
          </Button>
          <Button size="small" icon={<EditOutlined />} disabled={disabled} onClick={() => setRenaming(preset.label)}>
            Renommer
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={() => void props.onChange((all) => presetChanges.remove(all, preset.key))}
          >
            Supprimer
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}

/** 'Filtres enregistrés' (spec 00 §2.6): reset, save, favourite, overwrite, rename and delete presets. */
export function FilterPresetsButton(props: FilterPresetsButtonProps) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const disabled = props.saving === true;

  /** True once saved; a failure was already shown by the HTTP client. */
  const change = async (apply: (presets: readonly FilterPreset[]) => FilterPreset[]): Promise<boolean> => {
    try {
      await props.onSave(apply(props.presets));
      return true;
    } catch {
      return false;
    }
  };

  const content = (
    <Flex vertical gap={8} style={{ width: 380 }}>
      <Flex gap={4}>
        <Input
          aria-label="Nom du filtre"
          placeholder="Nom du filtre"
          value={label}
          maxLength={LABEL_MAX}
          onChange={(event) => setLabel(event.target.value)}
        />
        <Button
          type="primary"
          disabled={disabled || !label.trim()}
          onClick={() =>
            void change((all) => presetChanges.add(all, label, props.filters)).then((saved) => saved && setLabel(''))
          }
        >
          Enregistrer
        </Button>
      </Flex>
      <Button
        onClick={() => {
          props.onReset();
          setOpen(false);
        }}
      >
        Réinitialiser
      </Button>
      <Divider style={{ margin: '4px 0' }} />
      {props.presets.length === 0 ? (
        <Typography.Text type="secondary">Aucun filtre enregistré</Typography.Text>
      ) : (
        <ul aria-label="Filtres enregistrés" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {props.presets.map((preset) => (
            <PresetRow
              key={preset.key}
              preset={preset}
              filters={props.filters}
              disabled={disabled}
              onChange={change}
              onApply={() => {
                props.onApply(preset.filters);
                setOpen(false);
              }}
            />
          ))}
        </ul>
      )}
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title="Filtres enregistrés"
      open={open}
      onOpenChange={setOpen}
      content={content}
    >
      <Button icon={<FilterOutlined />}>Filtres enregistrés</Button>
    </Popover>
  );
}
