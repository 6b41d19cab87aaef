import { Button, Card, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { formatMessage, fr, rightLabel, type Checkpoint } from '@portal/contracts';
import { isApiError, useAgencyId, useCan } from '@portal/kit';
import { BadgeCard } from './badge-card.js';
import { checkpointKeys, deleteCheckpoint, fetchCheckpoint, refreshCheckpoints } from './checkpoint-calls.js';
import { CheckpointFieldForm } from './checkpoint-field-form.js';
import { useSelectedSite } from './selected-site.js';

const LIST_PATH = '/terrain/checkpoints';

function ExistingCheckpoint(props: { agencyId: string; id: string }) {
  const { agencyId, id } = props;
  const navigate = useNavigate();
  const canDelete = useCan('checkpoints.delete');
  const checkpoint = useQuery({
    queryKey: checkpointKeys.one(agencyId, id),
    queryFn: () => fetchCheckpoint(agencyId, id),
    retry: false,
  });
  if (checkpoint.isPending) return <Skeleton active />;
  if (checkpoint.isError) {
    const missing = isApiError(checkpoint.error) && checkpoint.error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? fr.CHECKPOINT_NOT_FOUND : fr.UNKNOWN_ERROR}
        extra={<Button onClick={() => navigate(LIST_PATH)}>Retour aux points de contrôle</Button>}
      />
    );
  }
  const current: Checkpoint = checkpoint.data;
  return (
    <>
      <Card title="Point de contrôle">
        <CheckpointFieldForm key={current.updatedAt} agencyId={agencyId} checkpoint={current} />
      </Card>
      <BadgeCard key={current.updatedAt} agencyId={agencyId} checkpoint={current} />
      {canDelete ? (
        <Popconfirm
          title={fr.DELETION_IS_FINAL}
          okText="Supprimer"
          cancelText="Annuler"
          okButtonProps={{ danger: true }}
          onConfirm={async () => {
            await deleteCheckpoint(agencyId, current.id);
            await refreshCheckpoints();
            navigate(LIST_PATH);
          }}
        >
          <Button danger block style={{ marginTop: 16 }}>
            Supprimer le point de contrôle
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}

function NewCheckpoint(props: { agencyId: string }) {
  const navigate = useNavigate();
  const [siteId, setSiteId] = useSelectedSite();
  return (
    <Card title="Nouveau point de contrôle">
      <CheckpointFieldForm
        agencyId={props.agencyId}
        checkpoint={null}
        initialSiteId={siteId}
        onSaved={(saved) => {
          setSiteId(saved.siteId);
          navigate(LIST_PATH);
        }}
      />
    </Card>
  );
}

/**
 * terrain/checkpoints/edit/:id? (spec 01 §2): without an id, a new checkpoint (right
 * checkpoints.create); with one, that checkpoint (checkpoints.edit). The route's access cannot say
 * "the right depends on the id", so the page checks it and shows the permission text.
 */
export default function CheckpointEditPage() {
  const { id } = useParams();
  const agencyId = useAgencyId();
  const right = id ? 'checkpoints.edit' : 'checkpoints.create';
  const allowed = useCan(right);
  if (!allowed) return <Result status="403" title={formatMessage('RIGHT_MISSING', { label: rightLabel(right) })} />;
  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Title level={3}>
        {id ? 'Modifier le point de contrôle' : 'Nouveau point de contrôle'}
      </Typography.Title>
      {id ? <ExistingCheckpoint key={id} agencyId={agencyId} id={id} /> : <NewCheckpoint agencyId={agencyId} />}
    </div>
  );
}
