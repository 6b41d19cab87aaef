import { App, Button, Descriptions, Grid, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeRequest, RunningPlan } from '@portal/contracts';
import { formatDate, useAgencyId, useCan } from '@portal/kit';
import { changePlan, fetchPlanState, planStateKey } from './plan-calls.js';

/** The commitment of the plan (02 §9): none for PRO, else until when. */
const commitmentText = (plan: RunningPlan) =>
  plan.committedUntil ? `Jusqu'au ${formatDate(plan.committedUntil)}` : 'Sans engagement';

/**
 * The running plan's commitment and termination (résiliation) on 'Dates d'abonnements': 'Résilier mon
 * abonnement' asks confirmation, naming the day the subscription will end (02 §9: at the end of the
 * paid period, after the commitment and the notice for a committed plan); a termination standing may
 * be withdrawn until then. Without subscriptions.edit, it is only shown.
 */
export function PlanTermination() {
  const agencyId = useAgencyId();
  const canEdit = useCan('subscriptions.edit');
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  // On a phone the labels go above their values: the dates and the button keep the screen's width.
  const wide = Grid.useBreakpoint().md !== false;
  const state = useQuery({ queryKey: planStateKey(agencyId), queryFn: () => fetchPlanState(agencyId) });
  const change = useMutation({
    mutationFn: (request: PlanChangeRequest) => changePlan(agencyId, request),
    onSuccess: (next) => queryClient.setQueryData(planStateKey(agencyId), next),
  });
  const plan = state.data?.plan;
  if (!plan) return null;

  const terminate = () =>
    modal.confirm({
      title: 'Résilier votre abonnement ?',
      content: `Votre abonnement ${plan.name} prendra fin le ${formatDate(plan.endsIfTerminatedNow)} et ne sera plus renouvelé. Le portail reste accessible jusqu'à cette date.`,
      okText: 'Résilier',
      okButtonProps: { danger: true },
      cancelText: 'Annuler',
      onOk: async () => {
        const next = await change.mutateAsync({ termination: 'requested' });
        const end = next.plan?.termination?.effectiveAt ?? plan.endsIfTerminatedNow;
        void message.success(`Résiliation enregistrée : votre abonnement prendra fin le ${formatDate(end)}`);
      },
    });
  const withdraw = async () => {
    await change.mutateAsync({ termination: 'withdrawn' });
    void message.success('Résiliation annulée : votre abonnement sera renouvelé');
  };

  const { termination } = plan;
  return (
    <Descriptions
      title="Engagement et résiliation"
      column={1}
      bordered
      size="small"
      layout={wide ? 'horizontal' : 'vertical'}
      style={{ marginTop: 24 }}
    >
      <Descriptions.Item label="Engagement">{commitmentText(plan)}</Descriptions.Item>
      <Descriptions.Item label="Résiliation">
        <Space direction="vertical" size={8}>
          <Typography.Text>
            {termination
              ? `Demandée le ${formatDate(termination.requestedAt)} : votre abonnement prendra fin le ${formatDate(termination.effectiveAt)}`
              : `Aucune. Résilié aujourd'hui, votre abonnement prendrait fin le ${formatDate(plan.endsIfTerminatedNow)}.`}
          </Typography.Text>
          {canEdit ? (
            termination ? (
              <Button loading={change.isPending} onClick={() => void withdraw().catch(() => undefined)}>
                Annuler la résiliation
              </Button>
            ) : (
              <Button danger onClick={terminate}>
                Résilier mon abonnement
              </Button>
            )
          ) : null}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}
