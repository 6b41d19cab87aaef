import { transaction, type Scope, type Sql, type Tx, type WriteContext } from '@portal/service-kit';
import { requireProvisionedAgency } from './require-agency.js';

/** A read in one of the agency's transactions, once its copy is known here (404 otherwise). */
export function readInAgency<T>(sql: Sql, scope: Scope, agencyId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return transaction(sql, scope, async (tx) => {
    await requireProvisionedAgency(tx, agencyId);
    return work(tx);
  });
}

/** A write in one of the agency's transactions, audited when support acts as the agency. */
export function writeInAgency<T>(
  sql: Sql,
  context: WriteContext,
  agencyId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return transaction(
    sql,
    context.scope,
    async (tx) => {
      await requireProvisionedAgency(tx, agencyId);
      return work(tx);
    },
    context.audit,
  );
}
