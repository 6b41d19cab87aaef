import type { ReportSignedPayload, ServiceFinishedPayload, ServiceProof } from '@portal/contracts';
import type { JSONValue } from 'postgres';
import type { Tx } from '@portal/service-kit';
import type { ProofOfService } from '../documents/rendering/index.js';

type StoredReport = Pick<ReportSignedPayload, 'agentId' | 'signedAt' | 'customerSignatory' | 'comment'>;

const json = (tx: Tx, value: unknown) => tx.json(value as JSONValue);

/** What the finished service proves (`operations.service.finished`); a later event of it replaces it. */
export async function recordServiceProof(tx: Tx, payload: ServiceFinishedPayload & { proof: ServiceProof }) {
  await tx`
    insert into service_proofs (agency_id, service_id, customer_id, proof)
    values (${payload.agencyId}, ${payload.serviceId}, ${payload.customerId}, ${json(tx, payload.proof)})
    on conflict (agency_id, service_id) do update set proof = excluded.proof, updated_at = now()`;
}

/** The service's signed report (`operations.report.signed`), whichever of the two events came first. */
export async function recordSignedReport(tx: Tx, payload: ReportSignedPayload) {
  const report: StoredReport = {
    agentId: payload.agentId,
    signedAt: payload.signedAt,
    customerSignatory: payload.customerSigned ? payload.customerSignatory : '',
    comment: payload.comment,
  };
  await tx`
    insert into service_proofs (agency_id, service_id, customer_id, report)
    values (${payload.agencyId}, ${payload.serviceId}, ${payload.customerId}, ${json(tx, report)})
    on conflict (agency_id, service_id) do update set report = excluded.report, updated_at = now()`;
}

type Row = Omit<ProofOfService, 'proof' | 'report' | 'startAt' | 'endAt'> & {
  startAt: Date;
  endAt: Date;
  proof: string | null;
  report: string | null;
};

function proofOfService(row: Row): ProofOfService {
  const proof = row.proof === null ? null : (JSON.parse(row.proof) as ServiceProof);
  const stored = row.report === null ? null : (JSON.parse(row.report) as StoredReport);
  const agentName = proof?.agents.find((agent) => agent.id === stored?.agentId)?.name ?? "l'agent";
  return {
    reference: row.reference,
    siteName: row.siteName,
    prestation: row.prestation,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    hoursTotal: row.hoursTotal,
    proof,
    report: stored && {
      signedAt: stored.signedAt,
      agentName,
      customerSignatory: stored.customerSignatory,
      comment: stored.comment,
    },
  };
}

/** The services the invoice bills (its billable lines) with what each proves, in the order they were done. */
export async function proofsOfInvoice(tx: Tx, agencyId: string, documentId: string): Promise<ProofOfService[]> {
  const rows = await tx<Row[]>`
    select l.reference, l.site_name, l.prestation_label as prestation, l.started_at as start_at,
           l.ended_at as end_at, l.hours_total::text as hours_total, p.proof::text as proof, p.report::text as report
      from billable_lines l
      left join service_proofs p on p.agency_id = l.agency_id and p.service_id = l.service_id
     where l.agency_id = ${agencyId} and l.document_id = ${documentId}
     order by l.started_at, l.reference`;
  return rows.map(proofOfService);
}
