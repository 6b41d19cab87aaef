import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FIELD_CALLS, FIELD_MESSAGE_LABELS, fr, localDateOf, localTimeOf, toFrenchDateText } from '@portal/contracts';
import { callApi, isApiError, sessionRole, useAgencyId, useCan, useSession } from '@portal/kit';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldSync } from '../../field/use-field-day.js';
import { EventLine } from './event-line.js';
import { EventMessageForm } from './event-message-form.js';

/**
 * incident/:uuid (01 §2, §4 Incident): an existing event and its messages. The agent adds messages
 * (with photos), edits or deletes his own, through the phone's queue like every field action; a user
 * with the right deletes the event ('La suppression est définitive'). An event he may not read, or
 * one deleted, is 'Impossible de trouver la main courante' and he goes back.
 */
export function EventThread({ eventId }: { eventId: string }) {
  const agencyId = useAgencyId();
  const session = useSession();
  const userId = session.status === 'anonymous' ? '' : session.claims.sub;
  const canDelete = useCan('missionEvents.delete');
  // The queue alone: an office user reads and writes here too, and has no day of his own.
  const { state, act } = useFieldSync();
  const navigate = useNavigate();
  // Back to the agent's events; an office user, who has no such list, goes home.
  const back = () => navigate(sessionRole(session) === 'agent' ? '/terrain/events' : '/home', { replace: true });
  const { modal, message } = App.useApp();
  const pending = state.pending.filter((entry) => 'eventId' in entry.message && entry.message.eventId === eventId);
  const event = useQuery({
    queryKey: ['operations', 'field-event', agencyId, eventId],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/event/${eventId}`, {
        schema: FIELD_CALLS.getEvent.response,
        signal,
        notify: false,
      }),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  // Read again once the phone has sent what it queued on this event.
  useEffect(() => {
    if (pending.length === 0) void event.refetch({ cancelRefetch: false });
  }, [pending.length]);
  const notFound = isApiError(event.error) && event.error.status === 404;
  useEffect(() => {
    if (!notFound) return;
    void message.error(fr.EVENT_NOT_FOUND);
    back();
  }, [notFound]);

  if (event.isLoading) return <Spin />;
  if (!event.data)
    return (
      <Empty description="L'événement n'a pas pu être chargé">
        <Button onClick={() => void event.refetch()}>Réessayer</Button>
      </Empty>
    );
  const shown = event.data;

  const queued = () =>
    void message.success(
      navigator.onLine ? fr.EVENT_SENT : 'Message enregistré : il sera transmis dès le retour du réseau',
    );
  /** Edits and deletions name a line of the event: one it no longer has is logged, and nothing is sent (01 §5). */
  const ownLine = (lineId: string) => {
    const line = shown.messages.find((one) => one.id === lineId && one.authorId === userId);
    if (!line) console.error(`incident: message ${lineId} not found in event ${eventId}`);
    return line;
  };
  const edit = async (lineId: string, content: string) => {
    const line = ownLine(lineId);
    if (!line) return;
    await act({ type: 'message.edit', eventId, messageId: lineId, content, attachmentIds: line.attachmentIds });
    queued();
  };
  const remove = (lineId: string) =>
    void modal.confirm({
      title: fr.DELETION_IS_FINAL,
      content: 'Supprimer ce message ?',
      okText: 'Supprimer',
      okButtonProps: { danger: true },
      cancelText: 'Annuler',
      onOk: async () => {
        if (!ownLine(lineId)) return;
        await act({ type: 'message.delete', eventId, messageId: lineId });
        queued();
      },
    });
  const removeEvent = () =>
    void modal.confirm({
      title: fr.DELETION_IS_FINAL,
      content: `Supprimer l'événement « ${shown.typeName} » et tous ses messages ?`,
      okText: 'Supprimer',
      okButtonProps: { danger: true },
      cancelText: 'Annuler',
      onOk: async () => {
        await callApi('operations', `/agency/${agencyId}/event/${eventId}`, { method: 'DELETE' });
        void message.success('Événement supprimé');
        back();
      },
    });

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>{shown.typeName}</Typography.Title>
      <FieldSyncBar />
      <Space wrap>
        <Tag color={shown.colour}>{shown.typeName}</Tag>
        <Typography.Text type="secondary">
          Signalé le {toFrenchDateText(localDateOf(shown.createdAt))} à {localTimeOf(shown.createdAt)} par{' '}
          {shown.authorName}
          {shown.siteName ? ` · ${shown.siteName}` : ''}
        </Typography.Text>
      </Space>
      <List
        dataSource={shown.messages}
        locale={{ emptyText: 'Aucun message' }}
        renderItem={(line) => (
          <EventLine
            line={line}
            own={line.authorId === userId}
            onEdit={(content) => edit(line.id, content)}
            onDelete={() => remove(line.id)}
          />
        )}
      />
      {pending.length > 0 ? (
        <Card size="small" title="En attente d'envoi">
          <List
            dataSource={pending}
            renderItem={(entry) => (
              <List.Item>
                {FIELD_MESSAGE_LABELS[entry.message.type]} · {localTimeOf(entry.message.createdAt)}
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      <EventMessageForm
        onAdd={async (content, photos) => {
          await act({ type: 'message.add', eventId, content }, photos);
          queued();
        }}
      />
      {canDelete ? (
        <Button danger block onClick={removeEvent}>
          Supprimer l'événement
        </Button>
      ) : null}
    </Space>
  );
}
