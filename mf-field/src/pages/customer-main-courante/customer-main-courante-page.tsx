import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, List, Result, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useAgencyId, useCustomerId } from '@portal/kit';
import { EventSummary } from '../../field/event-summary.js';
import { ChainEventList } from '../main-courante/chain-event-list.js';
import { ChainActions, useChainChecks } from '../main-courante/chain-actions.js';
import {
  customerPrefix,
  exportCustomerMainCourante,
  fetchCustomerEvents,
  fetchCustomerSites,
  verifyCustomerMainCourante,
} from './customer-main-courante-calls.js';

/**
 * customerMc (00 §2.5, customer prefix, read-only): the main courante of one of the customer's sites,
 * newest first, with the lines and photos of the events his site shows him; 'Vérifier l'intégrité',
 * which recomputes the site's whole chain on the service — the entries he cannot read included — and
 * tells him whether any was altered or removed; 'Exporter', the chain as a JSON file (the entries he
 * cannot read by their hashes only).
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
  const checks = useChainChecks(
    (site: string) => verifyCustomerMainCourante(prefix, site),
    (site: string) => exportCustomerMainCourante(prefix, site),
  );
  if (!customerId) return <Result status="404" title="Aucun client n'est associé à ce compte" />;

  const choose = (value?: string) => {
    setSiteId(value ?? null);
    setPage(1);
    checks.verification.reset();
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
          <ChainActions chainId={siteId} checks={checks} />
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
