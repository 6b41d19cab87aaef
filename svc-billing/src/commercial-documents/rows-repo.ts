import {
  uuidv7,
  type AdjustmentKind,
  type AdjustmentType,
  type DocumentAdjustment,
  type DocumentRow,
  type PriceUnit,
  type VatRate,
} from '@portal/contracts';
import type { Sql, Tx } from '@portal/service-kit';

type Db = Sql | Tx;

/** A row as a save writes it (its id and place given by the command). */
export type NewRow = Omit<DocumentRow, 'id' | 'position'>;

/** A discount or fee as a save writes it, its signed amount computed. */
export type NewAdjustment = DocumentAdjustment;

export async function insertRows(
  db: Db,
  agencyId: string,
  documentId: string,
  rows: readonly (NewRow & { id: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((row, position) => ({ ...row, agencyId, documentId, position }));
  await db`insert into commercial_document_rows ${db(values)}`;
}

export async function deleteRows(db: Db, agencyId: string, documentId: string): Promise<void> {
  await db`delete from commercial_document_rows where agency_id = ${agencyId} and document_id = ${documentId}`;
}

type RowDbRow = Omit<DocumentRow, 'priceUnit' | 'vatRate'> & { priceUnit: PriceUnit; vatRate: VatRate };

export async function listRows(db: Db, agencyId: string, documentId: string): Promise<DocumentRow[]> {
  return db<RowDbRow[]>`
    select id, position, header, designation, description, quantity::text as quantity,
           unit_price::text as unit_price, price_unit, vat_rate, site_id, site_name, specialty, catalog_item_id,
           billable_line_id, source_row_id, amount::text as amount
      from commercial_document_rows
     where agency_id = ${agencyId} and document_id = ${documentId}
     order by position`;
}

/** Which of `ids` are rows of the agency's documents (row-level security hides the others'). */
export async function existingRowIds(db: Db, agencyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db<{ id: string }[]>`
    select id from commercial_document_rows where agency_id = ${agencyId} and id = any(${ids}::uuid[])`;
  return new Set(rows.map((row) => row.id));
}

export async function insertAdjustments(
  db: Db,
  agencyId: string,
  documentId: string,
  adjustments: readonly NewAdjustment[],
): Promise<void> {
  if (adjustments.length === 0) return;
  const values = adjustments.map((adjustment, position) => ({
    ...adjustment,
    id: uuidv7(),
    agencyId,
    documentId,
    position,
  }));
  await db`insert into commercial_document_adjustments ${db(values)}`;
}

export async function deleteAdjustments(db: Db, agencyId: string, documentId: string): Promise<void> {
  await db`delete from commercial_document_adjustments where agency_id = ${agencyId} and document_id = ${documentId}`;
}

type AdjustmentDbRow = Omit<DocumentAdjustment, 'kind' | 'type'> & { kind: AdjustmentKind; type: AdjustmentType };

export async function listAdjustments(db: Db, agencyId: string, documentId: string): Promise<DocumentAdjustment[]> {
  return db<AdjustmentDbRow[]>`
    select label, discount_id, kind, type, value::text as value, amount::text as amount
      from commercial_document_adjustments
     where agency_id = ${agencyId} and document_id = ${documentId}
     order by position`;
}
