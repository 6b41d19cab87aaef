import { PlusOutlined } from '@ant-design/icons';
import { SiteChoiceSchema, listResponseSchema, type SiteChoice } from '@portal/contracts';
import { Button, Divider, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../http/api-client.js';
import { useAgencyId, useCan } from '../session/hooks.js';
import { RemoteSelect } from './remote-select.js';
import { usePickerOptions } from './use-picker-options.js';

export type SitePickerProps = Omit<SelectProps<string>, 'value' | 'onChange' | 'options' | 'mode'> & {
  value?: string | null;
  onChange?: (value: string | undefined, site?: SiteChoice) => void;
  /** Only this customer's sites; when it changes, a chosen site of another customer is cleared (01 §5). */
  customerId?: string | null;
  /** 'Ajouter un site' under the options, for users holding sites.create. */
  onAdd?: () => void;
};

/** Whether `siteId` is an active site of `customerId`, asked to the service. */
async function belongsTo(agencyId: string, siteId: string, customerId: string): Promise<boolean> {
  const answer = await callApi('operations', `/agency/${agencyId}/fetch/site-choices`, {
    method: 'POST',
    body: { filters: { ids: [siteId], customerId }, limit: 5 },
    schema: listResponseSchema(SiteChoiceSchema),
  });
  return answer.data.length > 0;
}

/**
 * The site picker (01 §2, §5): the agency's active sites, of one customer when `customerId` is given,
 * searched 250 ms after the last key ignoring case and accents (`POST /agency/{id}/fetch/site-choices`).
 */
export function SitePicker({ value, onChange, customerId, onAdd, placeholder, ...rest }: SitePickerProps) {
  const agencyId = useAgencyId();
  const canCreate = useCan('sites.create');
  const [search, setSearch] = useState('');
  const { rows, loading } = usePickerOptions({
    path: `/agency/${agencyId}/fetch/site-choices`,
    row: SiteChoiceSchema,
    filters: customerId ? { customerId } : {},
    search,
    value: value ?? undefined,
  });

  // When the customer changes, a site that is not his is cleared.
  const previousCustomer = useRef(customerId);
  const latest = useRef({ value, onChange, rows });
  latest.current = { value, onChange, rows };
  useEffect(() => {
    if (previousCustomer.current === customerId) return;
    previousCustomer.current = customerId;
    const chosen = latest.current.value;
    if (!chosen || !customerId) return;
    const known = latest.current.rows.find((row) => row.id === chosen);
    if (known) {
      if (known.customerId !== customerId) latest.current.onChange?.(undefined);
      return;
    }
    let cancelled = false;
    void belongsTo(agencyId, chosen, customerId).then((belongs) => {
      if (!cancelled && !belongs && latest.current.value === chosen) latest.current.onChange?.(undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [agencyId, customerId]);

  const visible = customerId ? rows.filter((row) => row.customerId === customerId || row.id === value) : rows;
  return (
    <RemoteSelect<SiteChoice>
      placeholder={placeholder ?? 'Choisir un site'}
      emptyText="Aucun site"
      {...rest}
      value={value}
      onChange={onChange}
      rows={visible}
      loading={loading}
      search={search}
      onSearch={setSearch}
      labelOf={(row) => (customerId ? row.name : `${row.name} – ${row.customerName}`)}
      popupRender={
        onAdd && canCreate
          ? (menu) => (
              <>
                {menu}
                <Divider style={{ margin: '4px 0' }} />
                <Button type="link" icon={<PlusOutlined />} onClick={onAdd}>
                  Ajouter un site
                </Button>
              </>
            )
          : undefined
      }
    />
  );
}
