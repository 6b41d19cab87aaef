import type { DocumentHistoryEntry } from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

export type NewHistoryEntry = {
  id: string;
  agencyId: string;
  documentId: string;
  action: string;
  label: string;
  userId: string | null;
  userName: string;
};

export async function insertHistory(db: Db, entries: readonly NewHistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db`insert into commercial_document_history ${db(entries.map((entry) => ({ ...entry })))}`;
}

/** The document's history, oldest first. */
export async function listHistory(db: Db, agencyId: string, documentId: string): Promise<DocumentHistoryEntry[]> {
  const rows = await db<(Omit<DocumentHistoryEntry, 'at'> & { at: Date })[]>`
    select at, action, label, user_name
      from commercial_document_history
     where agency_id = ${agencyId} and document_id = ${documentId}
     order by at, id`;
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
