import { useQuery } from '@tanstack/react-query';
import { applyFieldErrors, useAgencyId, useCan, type DialogControl } from '@portal/kit';
import type { Site } from '@portal/contracts';
import { App, Form, Modal, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { AddressTab } from './address-tab.js';
import { EventTypesTab } from './event-types/event-types-tab.js';
import { GeneralTab } from './general-tab.js';
import { InstructionsTab } from './instructions-tab.js';
import { NotificationsTab } from './notifications-tab.js';
import { RightsTab } from './rights-tab.js';
import { getSite, getSiteItems, refreshSiteLists, saveSite, saveSiteItems, siteQueryKey } from './site-calls.js';
import {
  bodyOf,
  formValuesOf,
  itemsBodyOf,
  tabOfField,
  type SiteFormValues,
  type SiteTab,
} from './site-form-values.js';

export type SiteDialogProps = {
  /** The site to edit; a new site without it. */
  siteId?: string;
  onSaved?: (site: Site) => void;
};

type ValidationFailure = { errorFields?: { name: (string | number)[] }[] };

/** The site form and its five tabs (six for an existing site: its event types), once the site (and its items) are loaded. */
function SiteForm(props: SiteDialogProps & DialogControl & { site?: Site; items: SiteFormValues['items'] }) {
  const agencyId = useAgencyId();
  const { message } = App.useApp();
  const canSave = useCan(props.siteId ? 'sites.edit' : 'sites.create');
  const canListItems = useCan('siteItems.list');
  const canEditItems = useCan('siteItems.edit') && canSave;
  const [form] = Form.useForm<SiteFormValues>();
  // 'eventTypes' is no part of the form: each of its switches is saved on its own.
  const [tab, setTab] = useState<SiteTab | 'eventTypes'>('general');
  const [saving, setSaving] = useState(false);
  const initialValues = { ...formValuesOf(props.site), items: props.items };
  const initialItems = JSON.stringify(itemsBodyOf(initialValues));

  const showFirstError = (names: (string | number)[][]) => {
    const first = names[0]?.[0];
    if (first !== undefined) setTab(tabOfField(first));
  };

  async function submit() {
    let values: SiteFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as SiteFormValues;
    } catch (failure) {
      showFirstError(((failure as ValidationFailure).errorFields ?? []).map((field) => field.name));
      return;
    }
    setSaving(true);
    try {
      const site = await saveSite(agencyId, props.siteId, bodyOf(values));
      const items = itemsBodyOf(values);
      if (canEditItems && JSON.stringify(items) !== initialItems) await saveSiteItems(agencyId, site.id, items);
      await refreshSiteLists(agencyId);
      void message.success('Le site a bien été enregistré');
      props.onSaved?.(site);
      props.onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) {
        showFirstError(
          form
            .getFieldsError()
            .filter((field) => field.errors.length > 0)
            .map((field) => field.name),
        );
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={props.open}
      title={props.siteId ? 'Modifier le site' : 'Nouveau site'}
      width={820}
      okText="Enregistrer"
      cancelText="Annuler"
      okButtonProps={{ disabled: !canSave, loading: saving }}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form<SiteFormValues> form={form} layout="vertical" initialValues={initialValues} disabled={!canSave}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as SiteTab | 'eventTypes')}
          items={[
            { key: 'general', label: 'Général', forceRender: true, children: <GeneralTab /> },
            { key: 'address', label: 'Adresse', forceRender: true, children: <AddressTab form={form} /> },
            {
              key: 'instructions',
              label: 'Consignes',
              forceRender: true,
              children: <InstructionsTab showItems={canListItems} editItems={canEditItems} />,
            },
            { key: 'rights', label: 'Droits', forceRender: true, children: <RightsTab /> },
            {
              key: 'notifications',
              label: 'Notifications et rapports',
              forceRender: true,
              children: <NotificationsTab />,
            },
            ...(props.siteId
              ? [{ key: 'eventTypes', label: "Types d'événements", children: <EventTypesTab siteId={props.siteId} /> }]
              : []),
          ]}
        />
      </Form>
    </Modal>
  );
}

/** The site dialog (01 §2 'create-site modal'): a new site, or the site `siteId` with its items. */
export default function SiteDialog(props: SiteDialogProps & DialogControl) {
  // Closed, nothing stays mounted: the next opening starts from the site as the service has it.
  return props.open ? <OpenSiteDialog {...props} /> : null;
}

function OpenSiteDialog(props: SiteDialogProps & DialogControl) {
  const agencyId = useAgencyId();
  const canListItems = useCan('siteItems.list');
  const site = useQuery({
    queryKey: siteQueryKey(agencyId, props.siteId ?? 'new'),
    enabled: props.siteId !== undefined,
    queryFn: () => getSite(agencyId, props.siteId ?? ''),
    staleTime: 0,
  });
  const items = useQuery({
    queryKey: [...siteQueryKey(agencyId, props.siteId ?? 'new'), 'items'],
    enabled: props.siteId !== undefined && canListItems,
    queryFn: () => getSiteItems(agencyId, props.siteId ?? ''),
    staleTime: 0,
  });
  const loading = props.siteId !== undefined && (site.isPending || (canListItems && items.isPending));
  if (loading) {
    return (
      <Modal open={props.open} title="Modifier le site" footer={null} onCancel={props.onClose}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Modal>
    );
  }
  return (
    <SiteForm {...props} site={site.data} items={(items.data?.data ?? []).map(({ id, label }) => ({ id, label }))} />
  );
}
