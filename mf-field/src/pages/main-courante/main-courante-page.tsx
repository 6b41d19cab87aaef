import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localTimeOf, type FieldEvent } from '@portal/contracts';
import { SitePicker, useAgencyId } from '@portal/kit';
import { EventSummary } from '../../field/event-summary.js';
import { ChainActions, useChainChecks } from './chain-actions.js';
import { ChainEventList } from './chain-event-list.js';
import { exportMainCourante, fetchChainEvents, verifyMainCourante } from './main-courante-calls.js';

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

/** Whose main courante is read: a site's, or the agency's own (events declared on no site). */
type Chain = { kind: 'site'; siteId: string | null } | { kind: 'agency' };

const SOURCES = [
  { value: 'site', label: 'Un site' },
  { value: 'agency', label: "L'agence (hors site)" },
];

/**
 * adminMc (01 §2: incident logs): a site's main courante for the office, or the agency's own (the
 * events its agents declared off duty, on no site), newest first, each event opening its thread;
 * 'Vérifier l'intégrité' recomputes the chain of hashes on the service and says whether an entry was
 * altered or removed; 'Exporter' saves the entries with their hashes.
 */
export default function MainCourantePage() {
  const agencyId = useAgencyId();
  const navigate = useNavigate();
  const [chain, setChain] = useState<Chain>({ kind: 'site', siteId: null });
  const [page, setPage] = useState(1);
  const chainId = chain.kind === 'agency' ? agencyId : chain.siteId;
  const listedSite = chain.kind === 'agency' ? null : chain.siteId;
  const events = useQuery({
    queryKey: ['operations', 'main-courante', agencyId, chain.kind, listedSite, page],
    queryFn: ({ signal }) => fetchChainEvents(agencyId, listedSite, page, signal),
    enabled: chainId !== null,
    placeholderData: keepPreviousData,
  });
  const checks = useChainChecks(
    (id: string) => verifyMainCourante(agencyId, id),
    (id: string) => exportMainCourante(agencyId, id),
  );
  const choose = (next: Chain) => {
    setChain(next);
    setPage(1);
    checks.verification.reset();
  };

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={3}>Mains courantes</Typography.Title>
      <Radio.Group
        aria-label="Main courante"
        optionType="button"
        options={SOURCES}
        value={chain.kind}
        onChange={(change) =>
          choose(change.target.value === 'agency' ? { kind: 'agency' } : { kind: 'site', siteId: null })
        }
      />
      {chain.kind === 'site' ? (
        <SitePicker
          aria-label="Site"
          value={chain.siteId ?? undefined}
          onChange={(siteId) => choose({ kind: 'site', siteId: siteId ?? null })}
          style={{ width: '100%' }}
        />
      ) : null}
      {chainId === null ? (
        <Empty description="Choisissez un site pour lire sa main courante" />
      ) : (
        <>
          <ChainActions chainId={chainId} checks={checks} />
          <ChainEventList
            label={chain.kind === 'agency' ? "Main courante de l'agence" : 'Main courante du site'}
            emptyText={chain.kind === 'agency' ? 'Aucun événement hors site' : 'Aucun événement sur ce site'}
            events={events.data}
            loading={events.isFetching}
            page={page}
            onPage={setPage}
            renderItem={(event) => <EventItem event={event} open={() => navigate(`/incident/${event.id}`)} />}
          />
        </>
      )}
    </Space>
  );
}
