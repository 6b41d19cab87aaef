import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localTimeOf, type FieldEvent } from '@portal/contracts';
import { SitePicker, saveFile, useAgencyId } from '@portal/kit';
import { EventSummary } from '../../field/event-summary.js';
import {
  exportMainCourante,
  fetchSiteEvents,
  MAIN_COURANTE_PAGE_SIZE,
  verifyMainCourante,
} from './main-courante-calls.js';
import { VerificationAlert } from './verification-alert.js';

function EventItem({ event, open }: { event: FieldEvent; open: () => void }) {
  return (
    <List.Item
      actions={[
        <Button
          key="open"
          onClick={open}
          aria-label={`Ouvrir l'événement ${event.typeName} de ${localTimeOf(event.createdAt)}`}
        >
          Ouvrir
        </Button>,
      ]}
    >
      <EventSummary event={event} detail={[event.serviceReference, event.authorName].filter(Boolean).join(' · ')} />
    </List.Item>
  );
}

/**
 * adminMc (01 §2: incident logs): a site's main courante for the office, newest first, each event
 * opening its thread; 'Vérifier l'intégrité' recomputes the chain of hashes on the service and says
 * whether an entry was altered or removed; 'Exporter' saves the entries with their hashes.
 */
export default function MainCourantePage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const events = useQuery({
    queryKey: ['operations', 'main-courante', agencyId, siteId, page],
    queryFn: ({ signal }) => fetchSiteEvents(agencyId, siteId ?? '', page, signal),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  });
  const verification = useMutation({ mutationFn: (site: string) => verifyMainCourante(agencyId, site) });
  const exported = useMutation({
    mutationFn: (site: string) => exportMainCourante(agencyId, site),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  const choose = (value?: string | null) => {
    setSiteId(value ?? null);
    setPage(1);
    verification.reset();
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={3}>Mains courantes</Typography.Title>
      <SitePicker aria-label="Site" value={siteId ?? undefined} onChange={choose} style={{ width: '100%' }} />
      {siteId === null ? (
        <Empty description="Choisissez un site pour lire sa main courante" />
      ) : (
        <>
          <Space wrap>
            <Button loading={verification.isPending} onClick={() => verification.mutate(siteId)}>
              Vérifier l'intégrité
            </Button>
            <Button loading={exported.isPending} onClick={() => exported.mutate(siteId)}>
              Exporter
            </Button>
          </Space>
          {verification.data ? <VerificationAlert verification={verification.data} /> : null}
          <div role="region" aria-label="Main courante du site">
            <List
              loading={events.isFetching}
              dataSource={events.data?.data ?? []}
              locale={{ emptyText: 'Aucun événement sur ce site' }}
              pagination={{
                current: page,
                pageSize: MAIN_COURANTE_PAGE_SIZE,
                total: events.data?.filteredCount ?? 0,
                onChange: setPage,
                showSizeChanger: false,
                hideOnSinglePage: true,
              }}
              renderItem={(event) => <EventItem event={event} open={() => navigate(`/incident/${event.id}`)} />}
            />
          </div>
        </>
      )}
    </Space>
  );
}
