import { ACTIVE_STATUS_LABELS } from '@portal/contracts';
import { CustomerPicker, type FilterFormProps } from '@portal/kit';
import { Select, Space } from 'antd';

const STATUS_OPTIONS = Object.entries(ACTIVE_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** The filters above the sites list: the customer and the statuses. */
export function SiteFilters({ filters, onChange }: FilterFormProps) {
  const { customerId, status, ...rest } = filters;
  const set = (next: { customerId?: unknown; status?: unknown }) => {
    const merged = { customerId, status, ...next };
    onChange({
      ...rest,
      ...(typeof merged.customerId === 'string' ? { customerId: merged.customerId } : {}),
      ...(Array.isArray(merged.status) && merged.status.length > 0 ? { status: merged.status } : {}),
    });
  };
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      <CustomerPicker
        aria-label="Filtrer par client"
        style={{ minWidth: 280 }}
        value={typeof customerId === 'string' ? customerId : undefined}
        onChange={(value) => set({ customerId: value })}
      />
      <Select<number[]>
        aria-label="Filtrer par statut"
        mode="multiple"
        allowClear
        placeholder="Tous les statuts"
        style={{ minWidth: 220 }}
        value={Array.isArray(status) ? (status as number[]) : []}
        options={STATUS_OPTIONS}
        onChange={(value) => set({ status: value })}
      />
    </Space>
  );
}
