import type { PartialPayment, PaymentStatus } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export async function insertPayment(
  db: Db,
  payment: {
    id: string;
    agencyId: string;
    documentId: string;
    date: string;
    amount: string;
    note: string;
    status: PaymentStatus;
  },
): Promise<void> {
  await db`insert into commercial_document_payments ${db(payment)}`;
}

type PaymentDbRow = Omit<PartialPayment, 'createdAt'> & { createdAt: Date };

export async function listPayments(db: Db, agencyId: string, documentId: string): Promise<PartialPayment[]> {
  const rows = await db<PaymentDbRow[]>`
    select id, date::text as date, amount::text as amount, note, status, created_at
      from commercial_document_payments
     where agency_id = ${agencyId} and document_id = ${documentId}
     order by created_at, id`;
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
