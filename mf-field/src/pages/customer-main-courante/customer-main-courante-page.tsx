import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Empty, List, Result, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAgencyId, useCustomerId } from '@portal/kit';
import { EventSummary } from '../../field/event-summary.js';
import { ChainEventList } from '../main-courante/chain-event-list.js';
import { VerificationAlert } from '../main-courante/verification-alert.js';
import {
  customerPrefix,
  fetchCustomerEvents,
  fetchCustomerSites,
  verifyCustomerMainCourante,
} from './customer-main-courante-calls.js';

/**
 * customerMc (00 §2.5, customer prefix, read-only): the main courante of one of the customer's sites,
 * newest first, with the lines and photos of the events his site shows him, and 'Vérifier
 * l'intégrité', which recomputes the site's whole chain on the service — the entries he cannot read
 * included — and tells him whether any was altered or removed.
 */
export default function CustomerMainCourantePage() {
  const agencyId = useAgencyId();
  const customerId = useCustomerId();
  const prefix = customerPrefix(agencyId, customerId ?? '');
  const [siteId, setSiteId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const sites = useQuery({
    queryKey: ['operations', 'customer-sites', prefix],
    queryFn: ({ signal }) => fetchCustomerSites(prefix, signal),
    enabled: customerId !== null,
  });
  const events = useQuery({
    queryKey: ['operations', 'customer-main-courante', prefix, siteId, page],
    queryFn: ({ signal }) => fetchCustomerEvents(prefix, siteId ?? '', page, signal),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  });
  const verification = useMutation({ mutationFn: (site: string) => verifyCustomerMainCourante(prefix, site) });
  if (!customerId) return <Result status="404" title="Aucun client n'est associé à ce compte" />;

  const choose = (value?: string) => {
    setSiteId(value ?? null);
    setPage(1);
    verification.reset();
  };
  const photoPath = (attachmentId: string) => `${prefix}/field/attachment/${attachmentId}`;

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 760 }}>
      <Typography.Title level={3}>Mains courantes</Typography.Title>
      <Select
        aria-label="Site"
        placeholder="Choisissez un site"
        showSearch
        optionFilterProp="label"
        loading={sites.isLoading}
        value={siteId ?? undefined}
        onChange={choose}
        options={(sites.data?.data ?? []).map((site) => ({ value: site.id, label: site.name }))}
        style={{ width: '100%' }}
      />
      {siteId === null ? (
        <Empty description="Choisissez un site pour lire sa main courante" />
      ) : (
        <>
          <Button
            loading={verification.isPending}
            onClick={() => verification.mutate(siteId)}
            style={{ alignSelf: 'flex-start' }}
          >
            Vérifier l'intégrité
          </Button>
          {verification.data ? <VerificationAlert verification={verification.data} /> : null}
          <ChainEventList
            label="Main courante du site"
            emptyText="Aucun événement sur ce site"
            events={events.data}
            loading={events.isFetching}
            page={page}
            onPage={setPage}
            renderItem={(event) => (
              <List.Item>
                <EventSummary
                  event={event}
                  detail={[event.serviceReference, event.authorName].filter(Boolean).join(' · ')}
                  photoPath={photoPath}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Space>
  );
}
