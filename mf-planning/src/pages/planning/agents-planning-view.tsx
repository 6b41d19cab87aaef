import { App, Card, Space, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { fr, type Service } from '@portal/contracts';
import { LazyDialog, useAgencyId, useCan, usePlanningSave } from '@portal/kit';
import { assignServiceAgent, refreshServices } from '../services/service-calls.js';
import type { ServiceDialogProps } from '../services/service-dialog.js';
import { useAgentsPlanning } from './planning-calls.js';
import { PlanningGrid } from './planning-grid.js';
import { agentRows, UNSTAFFED_ROW_ID } from './planning-rows.js';
import { useServiceOpener } from './use-service-opener.js';
import { PlanningLegend } from './planning-legend.js';
import { PlanningToolbar } from './planning-toolbar.js';
import type { PlanningWindowState } from './use-planning-window.js';

const loadDialog = () => import('../services/service-dialog.js');

/**
 * adminPlanning/agents: the collaborators' schedules and unavailabilities; a service dragged onto an
 * agent's row is assigned to him, after the planning checks.
 */
export function AgentsPlanningView(props: { viewSwitch: ReactNode; planningWindow: PlanningWindowState }) {
  const agencyId = useAgencyId();
  const canAssign = useCan('planning.edit');
  const { mode, anchor, days, window, setWindow } = props.planningWindow;
  const planning = useAgentsPlanning(agencyId, window);
  const [dialog, setDialog] = useState<{ open: boolean; service: Service | null }>({ open: false, service: null });
  const { message } = App.useApp();
  const planningSave = usePlanningSave();
  const openService = useServiceOpener(agencyId, (service) => setDialog({ open: true, service }));

  const services = planning.data?.services ?? [];
  const rows = useMemo(() => (planning.data ? agentRows(planning.data) : []), [planning.data]);

  const assign = async (serviceId: string, agentId: string) => {
    if (agentId === UNSTAFFED_ROW_ID) return;
    const service = [...services, ...(planning.data?.unstaffed ?? [])].find((candidate) => candidate.id === serviceId);
    if (!service) {
      void message.warning(fr.SERVICE_SELECT_REQUIRED);
      return;
    }
    const saved = await planningSave((confirmed) =>
      assignServiceAgent(agencyId, serviceId, { agentId, confirmed }),
    ).catch((error: unknown) => {
      void message.error(error instanceof Error ? error.message : String(error));
      return null;
    });
    if (saved) {
      void message.success(`Service ${service.reference} affecté`);
      await refreshServices(agencyId);
    }
  };

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={3}>Planning des collaborateurs</Typography.Title>
        {props.viewSwitch}
      </Space>
      <PlanningToolbar mode={mode} anchor={anchor} days={days} onChange={setWindow} />
      <PlanningGrid
        mode={mode}
        days={days}
        rows={rows}
        chipLabel={(service) => service.siteName}
        onOpenService={(service) => void openService(service)}
        onDropService={canAssign ? (serviceId, agentId) => void assign(serviceId, agentId) : undefined}
        empty={planning.isLoading ? 'Chargement…' : fr.COLLABORATOR_SELECT_REQUIRED}
      />
      <PlanningLegend view="agents" />
      <LazyDialog<ServiceDialogProps>
        load={loadDialog}
        open={dialog.open}
        title="Modifier le service"
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        props={{ agencyId, service: dialog.service }}
      />
    </Card>
  );
}
