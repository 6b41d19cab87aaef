import { App, Button, Card, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { localDateOf, toFrenchDateText, type PlanningService } from '@portal/contracts';
import { LazyDialog, useAgencyId, useCan, usePlanningSave } from '@portal/kit';
import { getService, refreshServices, updateService } from '../services/service-calls.js';
import type { ServiceDialogProps } from '../services/service-dialog.js';
import { useSitesPlanning } from './planning-calls.js';
import { PlanningGrid } from './planning-grid.js';
import { siteRows } from './planning-rows.js';
import { useServiceOpener } from './use-service-opener.js';
import { PlanningLegend } from './planning-legend.js';
import { PlanningToolbar } from './planning-toolbar.js';
import type { PlanningWindowState } from './use-planning-window.js';

const loadDialog = () => import('../services/service-dialog.js');

const agentsLabel = (service: PlanningService) =>
  service.agents.length === 0
    ? 'À pourvoir'
    : service.agents.map((agent) => `${agent.firstName} ${agent.lastName}`).join(', ');

/** adminPlanning/sites: the interventions planned on the sites; a click on a day plans one, a drag moves one. */
export function SitesPlanningView(props: { viewSwitch: ReactNode; planningWindow: PlanningWindowState }) {
  const agencyId = useAgencyId();
  const canCreate = useCan('services.create');
  const canEdit = useCan('services.edit');
  const { mode, anchor, days, window, setWindow } = props.planningWindow;
  const planning = useSitesPlanning(agencyId, window);
  const [dialog, setDialog] = useState<{ open: boolean } & Omit<ServiceDialogProps, 'agencyId'>>({
    open: false,
    service: null,
  });
  const { message } = App.useApp();
  const planningSave = usePlanningSave();

  const rows = useMemo(() => (planning.data ? siteRows(planning.data) : []), [planning.data]);

  const openService = useServiceOpener(agencyId, (service) => setDialog({ open: true, service }));

  const move = async (serviceId: string, siteId: string, day: string) => {
    const planned = planning.data?.services.find((candidate) => candidate.id === serviceId);
    if (!planned || !canEdit) return;
    if (planned.siteId !== siteId) {
      void message.info('Un service se déplace sur les jours de son site');
      return;
    }
    const service = await getService(agencyId, planned.id);
    const shift = Date.parse(`${day}T12:00:00Z`) - Date.parse(`${localDateOf(service.startAt)}T12:00:00Z`);
    if (shift === 0) return;
    const moved = (instant: string) => new Date(Date.parse(instant) + shift).toISOString();
    const saved = await planningSave((confirmed) =>
      updateService(agencyId, service.id, {
        startAt: moved(service.startAt),
        endAt: moved(service.endAt),
        category: service.category,
        prestation: service.prestation,
        billingMode: service.billingMode,
        nbAgents: service.nbAgents,
        agentIds: service.agents.map((agent) => agent.id),
        comment: service.comment,
        confirmed,
      }),
    ).catch((error: unknown) => {
      void message.error(error instanceof Error ? error.message : String(error));
      return null;
    });
    if (saved) {
      void message.success(`Service ${service.reference} déplacé au ${toFrenchDateText(day)}`);
      await refreshServices(agencyId);
    }
  };

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>Planning des sites</Typography.Title>
        {props.viewSwitch}
      </Space>
      <PlanningToolbar
        mode={mode}
        anchor={anchor}
        days={days}
        onChange={setWindow}
        extra={
          canCreate ? (
            <Button type="primary" onClick={() => setDialog({ open: true, service: null, defaults: { date: anchor } })}>
              Nouveau service
            </Button>
          ) : null
        }
      />
      <PlanningGrid
        mode={mode}
        days={days}
        rows={rows}
        chipLabel={agentsLabel}
        onOpenService={(service) => void openService(service)}
        onOpenCell={
          canCreate
            ? (siteId, day) => setDialog({ open: true, service: null, defaults: { siteId, date: day } })
            : undefined
        }
        onDropService={canEdit ? (serviceId, siteId, day) => void move(serviceId, siteId, day) : undefined}
        empty={planning.isLoading ? 'Chargement…' : 'Aucun service planifié sur cette période'}
      />
      <PlanningLegend view="sites" />
      <LazyDialog<ServiceDialogProps>
        load={loadDialog}
        open={dialog.open}
        title={dialog.service ? 'Modifier le service' : 'Nouveau service'}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, service: dialog.service, ...(dialog.defaults ? { defaults: dialog.defaults } : {}) }}
      />
    </Card>
  );
}
