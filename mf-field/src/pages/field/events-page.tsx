import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { FIELD_CALLS, FIELD_MESSAGE_LABELS, localTimeOf } from '@portal/contracts';
import { callApi, useAgencyId } from '@portal/kit';
import { EventSummary } from '../../field/event-summary.js';
import { FieldSyncBar } from '../../field/sync-status.js';
import { useFieldSync } from '../../field/use-field-day.js';

const photoCount = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** terrain/events: the agent's events (his declarations and his services'), newest first, and what waits on the phone. */
export default function FieldEventsPage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const { state } = useFieldSync();
  const events = useQuery({
    queryKey: ['operations', 'field-events', agencyId, state.pending.length],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/fetch/allEvents`, {
        method: 'POST',
        body: { limit: 50 },
        schema: FIELD_CALLS.allEvents.response,
        signal,
        notify: false,
      }),
  });
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Événements</Typography.Title>
      <FieldSyncBar />
      <Button type="primary" onClick={() => navigate('/incident')}>
        Signaler un événement
      </Button>
      {state.pending.length > 0 ? (
        <Card size="small" title="En attente d'envoi">
          <List
            dataSource={state.pending}
            renderItem={(entry) => (
              <List.Item>
                {FIELD_MESSAGE_LABELS[entry.message.type]} · {localTimeOf(entry.message.createdAt)}
                {entry.files.length > 0 ? ` · ${photoCount(entry.files.length)}` : ''}
              </List.Item>
            )}
          />
        </Card>
      ) : null}
      {events.isLoading ? (
        <Spin />
      ) : events.isError ? (
        <Empty description="Les événements n'ont pas pu être chargés" />
      ) : (
        <List
          dataSource={events.data?.data ?? []}
          locale={{ emptyText: 'Aucun événement' }}
          renderItem={(event) => (
            <List.Item
              actions={[
                <Button key="open" onClick={() => navigate(`/incident/${event.id}`)}>
                  Ouvrir
                </Button>,
              ]}
            >
              <EventSummary event={event} detail={event.siteName ?? ''} />
            </List.Item>
          )}
        />
      )}
    </Space>
  );
}
