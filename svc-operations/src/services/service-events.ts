import type { EventActor, HoursSplit, ReportSignedPayload, Service, ServicePayload } from '@portal/contracts';
import { createEvent, enqueueEvent, type Tx } from '@portal/service-kit';
import { serviceProof } from '../field/service-proof.js';

type Meta = { actor: EventActor | null; correlationId?: string };

function payloadOf(agencyId: string, service: Service): ServicePayload {
  return {
    agencyId,
    serviceId: service.id,
    reference: service.reference,
    siteId: service.siteId,
    siteName: service.siteName,
    customerId: service.customerId,
    customerName: service.customerName,
    startAt: service.startAt,
    endAt: service.endAt,
    status: service.status,
    category: service.category,
    prestation: service.prestation,
    billingMode: service.billingMode,
    nbAgents: service.nbAgents,
    agentIds: service.agents.map((agent) => agent.id),
  };
}

const options = (agencyId: string, meta: Meta) => ({
  agencyId,
  actor: meta.actor,
  ...(meta.correlationId ? { correlationId: meta.correlationId } : {}),
});

/** Announces services to billing (DOMAIN-MAP: estimated vs done), in the transaction that changed them. */
export async function announceServices(
  tx: Tx,
  subject: 'operations.service.created' | 'operations.service.updated' | 'operations.service.cancelled',
  agencyId: string,
  services: readonly Service[],
  meta: Meta,
): Promise<void> {
  for (const service of services) {
    await enqueueEvent(tx, createEvent(subject, payloadOf(agencyId, service), options(agencyId, meta)));
  }
}

/**
 * Announces a finished service with its hours by kind of time and what it proves (real times, round,
 * the main courante its customer may see): billing records its billable line and its proof.
 */
export async function announceServiceFinished(
  tx: Tx,
  agencyId: string,
  service: Service,
  billing: { hours: HoursSplit; nightFactor: number; holidayFactor: number },
  meta: Meta,
): Promise<void> {
  await enqueueEvent(
    tx,
    createEvent(
      'operations.service.finished',
      {
        ...payloadOf(agencyId, service),
        finishedAt: service.finishedAt ?? new Date().toISOString(),
        ...billing,
        proof: await serviceProof(tx, agencyId, service),
      },
      options(agencyId, meta),
    ),
  );
}

/** Announces the report signed at the end of a service (DOMAIN-MAP: billing mails it, proof of service). */
export async function announceReportSigned(
  tx: Tx,
  agencyId: string,
  service: Service,
  report: Omit<ReportSignedPayload, keyof ServicePayload>,
  meta: Meta,
): Promise<void> {
  await enqueueEvent(
    tx,
    createEvent('operations.report.signed', { ...payloadOf(agencyId, service), ...report }, options(agencyId, meta)),
  );
}
