import { Space } from 'antd';
import { SitePicker, type FilterFormProps } from '@portal/kit';

/** The filters above the services list: the site (the period and status are in the columns' headers). */
export function ServiceFilters({ filters, onChange }: FilterFormProps) {
  const { siteId, ...rest } = filters;
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <SitePicker
        aria-label="Filtrer par site"
        style={{ minWidth: 280 }}
        value={typeof siteId === 'string' ? siteId : undefined}
        onChange={(value?: string | null) => onChange({ ...rest, ...(value ? { siteId: value } : {}) })}
      />
    </Space>
  );
}
