import type { ServiceEventTypeKey, SiteServiceEventType } from '@portal/contracts';
import { useAgencyId, useCan } from '@portal/kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Grid, Skeleton, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getSiteEventTypes, saveSiteEventType, siteEventTypesKey } from './event-type-calls.js';
import { groupEventTypes } from './event-type-groups.js';
import { EventTypeList } from './event-type-list.js';
import { EVENT_TYPE_SETTINGS, type EventTypeSetting } from './event-type-settings.js';

type Setting = EventTypeSetting['key'];
type Row = { key: string; group: string } | { key: string; type: SiteServiceEventType };
const isGroup = (row: Row): row is { key: string; group: string } => 'group' in row;

/**
 * 'Types d'événements' of a site: each of the 36 types (01 §3 families) with the site's settings, every switch saved
 * at once (shown changed at once, back as it was if the service refuses). Read-only without sites.edit.
 */
export function EventTypesTab(props: { siteId: string }) {
  const agencyId = useAgencyId();
  const canEdit = useCan('sites.edit');
  // A phone: each type with its four labelled switches, instead of a table wider than the screen.
  const narrow = Grid.useBreakpoint().md === false;
  const queryClient = useQueryClient();
  const queryKey = siteEventTypesKey(agencyId, props.siteId);
  const types = useQuery({ queryKey, queryFn: () => getSiteEventTypes(agencyId, props.siteId), staleTime: 0 });
  const [saving, setSaving] = useState<ReadonlyMap<ServiceEventTypeKey, Setting>>(new Map());

  const replace = (typeKey: ServiceEventTypeKey, next: SiteServiceEventType) =>
    queryClient.setQueryData<SiteServiceEventType[]>(queryKey, (list) =>
      list?.map((type) => (type.typeKey === typeKey ? next : type)),
    );
  const markSaving = (typeKey: ServiceEventTypeKey, setting?: Setting) =>
    setSaving((current) => {
      const next = new Map(current);
      if (setting) next.set(typeKey, setting);
      else next.delete(typeKey);
      return next;
    });

  async function change(type: SiteServiceEventType, setting: Setting, value: boolean) {
    const settings = { ...type.settings, [setting]: value };
    replace(type.typeKey, { ...type, settings });
    markSaving(type.typeKey, setting);
    try {
      replace(type.typeKey, await saveSiteEventType(agencyId, props.siteId, type.typeKey, settings));
    } catch {
      // The catalogue has shown why; the switch goes back.
      replace(type.typeKey, type);
    } finally {
      markSaving(type.typeKey);
    }
  }

  /** One switch: spinning while saved, the type's other switches locked meanwhile. */
  const settingSwitch = (type: SiteServiceEventType, setting: EventTypeSetting) => {
    const pending = saving.get(type.typeKey);
    return (
      <Switch
        size="small"
        aria-label={`${setting.label} : ${type.name}`}
        checked={type.settings[setting.key]}
        loading={pending === setting.key}
        disabled={!canEdit || pending !== undefined}
        onChange={(value) => void change(type, setting.key, value)}
      />
    );
  };

  if (types.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (types.isError) {
    return <Alert type="error" showIcon message="Les types d'événements n'ont pas pu être chargés." />;
  }

  const groups = groupEventTypes(types.data);
  const rows: Row[] = groups.flatMap((group) => [
    { key: `group-${group.key}`, group: group.label },
    ...group.types.map((type) => ({ key: type.typeKey, type })),
  ]);
  const columns: TableColumnsType<Row> = [
    {
      title: "Type d'événement",
      key: 'name',
      onCell: (row) => (isGroup(row) ? { colSpan: EVENT_TYPE_SETTINGS.length + 1 } : {}),
      render: (_, row) =>
        isGroup(row) ? (
          <Typography.Text strong>{row.group}</Typography.Text>
        ) : (
          <Badge color={row.type.colour} text={row.type.name} />
        ),
    },
    ...EVENT_TYPE_SETTINGS.map((setting): TableColumnsType<Row>[number] => ({
      title: setting.label,
      key: setting.key,
      align: 'center',
      width: 110,
      onCell: (row) => (isGroup(row) ? { colSpan: 0 } : {}),
      render: (_, row) => (isGroup(row) ? null : settingSwitch(row.type, setting)),
    })),
  ];

  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {canEdit
          ? 'Chaque modification est enregistrée aussitôt pour ce site.'
          : 'Consultation seule : modifier ces réglages demande le droit de modifier les sites.'}
      </Typography.Text>
      {narrow ? (
        <EventTypeList groups={groups} settingSwitch={settingSwitch} />
      ) : (
        // The header stays in view while the types scroll.
        <Table<Row>
          size="small"
          rowKey="key"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ y: 420 }}
        />
      )}
    </Space>
  );
}
