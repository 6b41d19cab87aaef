import { uuidv7 } from '@portal/contracts';
import type { FilterPreset } from '../user/use-page-config.js';
import type { ListFilters } from './list-table-types.js';

/** Pure changes to a screen's saved filter presets; the table saves the result. */
export const presetChanges = {
  add(presets: readonly FilterPreset[], label: string, filters: ListFilters): FilterPreset[] {
    return [...presets, { key: uuidv7(), label: label.trim(), favorite: false, filters }];
  },
  /** One favourite at most: marking one unmarks the others; marking the favourite again unmarks it. */
  toggleFavorite(presets: readonly FilterPreset[], key: string): FilterPreset[] {
    return presets.map((preset) => ({ ...preset, favorite: preset.key === key ? !preset.favorite : false }));
  },
  overwrite(presets: readonly FilterPreset[], key: string, filters: ListFilters): FilterPreset[] {
    return presets.map((preset) => (preset.key === key ? { ...preset, filters } : preset));
  },
  rename(presets: readonly FilterPreset[], key: string, label: string): FilterPreset[] {
    return presets.map((preset) => (preset.key === key ? { ...preset, label: label.trim() } : preset));
  },
  remove(presets: readonly FilterPreset[], key: string): FilterPreset[] {
    return presets.filter((preset) => preset.key !== key);
  },
};

export function favoritePreset(presets: readonly FilterPreset[]): FilterPreset | undefined {
  return presets.find((preset) => preset.favorite);
}
