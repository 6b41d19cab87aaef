import { Select, Space } from 'antd';
import { SitePicker, type FilterFormProps } from '@portal/kit';

const BADGE_OPTIONS = [
  { value: 'all', label: 'Tous les points' },
  { value: 'with', label: 'Avec badge' },
  { value: 'without', label: 'Sans badge' },
];

/** The filters above the list: the site, and whether a badge is associated. */
export function CheckpointFilters({ filters, onChange }: FilterFormProps) {
  const { siteId, hasBadge, ...rest } = filters;
  const set = (next: { siteId?: unknown; hasBadge?: unknown }) => {
    const merged = { siteId, hasBadge, ...next };
    onChange({
      ...rest,
      ...(typeof merged.siteId === 'string' ? { siteId: merged.siteId } : {}),
      ...(typeof merged.hasBadge === 'boolean' ? { hasBadge: merged.hasBadge } : {}),
    });
  };
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <SitePicker
        aria-label="Filtrer par site"
        style={{ minWidth: 280 }}
        value={typeof siteId === 'string' ? siteId : undefined}
        onChange={(value?: string | null) => set({ siteId: value ?? undefined })}
      />
      <Select
        aria-label="Badge"
        style={{ width: 180 }}
        value={hasBadge === true ? 'with' : hasBadge === false ? 'without' : 'all'}
        options={BADGE_OPTIONS}
        onChange={(value: string) =>
          set({ hasBadge: value === 'with' ? true : value === 'without' ? false : undefined })
        }
      />
    </Space>
  );
}
