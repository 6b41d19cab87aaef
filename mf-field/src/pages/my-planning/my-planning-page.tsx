import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  addDays,
  isoWeekday,
  localDateOf,
  localTimeOf,
  OWN_PLANNING_CALLS,
  SERVICE_STATUS_LABELS,
  type Service,
} from '@portal/contracts';
import { callApi, SERVICE_STATUS_TAG_COLORS, useAgencyId } from '@portal/kit';

const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));

/** 'lundi 1 juin', or with the year: '1 juin 2026'. */
const frenchDay = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('fr-FR', { ...options, timeZone: 'UTC' });

/** Paris hours, the end marked when it falls the next day. */
function hoursOf(service: Service): string {
  const nextDay = localDateOf(service.endAt) !== localDateOf(service.startAt);
  return `${localTimeOf(service.startAt)}–${localTimeOf(service.endAt)}${nextDay ? ' (le lendemain)' : ''}`;
}

/** The signed-in agent's services of the week starting on `monday`. */
function useMyServices(agencyId: string, monday: string) {
  const window = { from: monday, to: addDays(monday, 6) };
  return useQuery({
    queryKey: ['operations', 'my-services', agencyId, window],
    queryFn: ({ signal }) =>
      callApi('operations', `/agency/${agencyId}/agent/fetch/my-services`, {
        method: 'POST',
        body: window,
        schema: OWN_PLANNING_CALLS.myServices.response,
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** Services by the Paris day they start on, days in order. */
function byDay(services: readonly Service[]): [string, Service[]][] {
  const days = new Map<string, Service[]>();
  for (const service of services) {
    const day = localDateOf(service.startAt);
    days.set(day, [...(days.get(day) ?? []), service]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** terrain/planning 'Mon planning' (01 §2): the agent's own services, a week at a time, on his phone. */
export default function MyPlanningPage() {
  const agencyId = useAgencyId();
  const [monday, setMonday] = useState(() => mondayOf(localDateOf(new Date())));
  const services = useMyServices(agencyId, monday);
  const days = byDay(services.data?.services ?? []);
  const sunday = addDays(monday, 6);

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }}>
      <Typography.Title level={3}>Mon planning</Typography.Title>
      <Typography.Text strong>
        Semaine du {frenchDay(monday, { day: 'numeric', month: 'long' })} au{' '}
        {frenchDay(sunday, { day: 'numeric', month: 'long', year: 'numeric' })}
      </Typography.Text>
      <Space wrap>
        <Button onClick={() => setMonday(addDays(monday, -7))}>Semaine précédente</Button>
        <Button onClick={() => setMonday(mondayOf(localDateOf(new Date())))}>Cette semaine</Button>
        <Button onClick={() => setMonday(addDays(monday, 7))}>Semaine suivante</Button>
      </Space>
      {services.isLoading ? (
        <Spin />
      ) : services.isError ? (
        <Empty description="Le planning n'a pas pu être chargé" />
      ) : days.length === 0 ? (
        <Empty description="Aucun service planifié cette semaine" />
      ) : (
        days.map(([day, ofDay]) => {
          const title = frenchDay(day, { weekday: 'long', day: 'numeric', month: 'long' });
          return (
            <Card key={day} size="small" title={title.charAt(0).toUpperCase() + title.slice(1)}>
              <List
                aria-label={`Services du ${title}`}
                dataSource={ofDay}
                renderItem={(service) => (
                  <List.Item aria-label={`Service ${service.reference}`}>
                    <List.Item.Meta
                      title={
                        <Space wrap>
                          <span>{hoursOf(service)}</span>
                          <Tag color={SERVICE_STATUS_TAG_COLORS[service.status]}>
                            {SERVICE_STATUS_LABELS[service.status]}
                          </Tag>
                        </Space>
                      }
                      description={
                        <>
                          <div>{service.siteName}</div>
                          <div>{service.prestation.label}</div>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            </Card>
          );
        })
      )}
    </Space>
  );
}
