import type {
  BankAccount,
  CommercialDocumentKind,
  DocumentParty,
  DocumentStatus,
  PaymentState,
} from '@portal/contracts';
import type { JSONValue } from 'postgres';
import type { Sql, Tx } from '@portal/service-kit';
import { listCache } from '@portal/service-kit/db/list-cache';

type Db = Sql | Tx;

/** Which list a route reads: the estimates, or the invoices and credit notes. */
export type Book = 'estimates' | 'invoices';
export const isEstimateBook = (book: Book) => book === 'estimates';

/** The table the lists count (their cached counts are dropped after each write to it). */
export const DOCUMENTS_TABLE = 'commercial_documents';

/** What a save of a draft writes to its document row. */
export type DraftFields = {
  customerId: string;
  customerName: string;
  customerNumber: string;
  customerNameKey: string;
  title: string;
  header: string;
  footer: string;
  date: string;
  dueDate: string | null;
  sourceDocumentId: string | null;
  seller: DocumentParty;
  buyer: DocumentParty;
  paymentTerms: string;
  bankAccount: BankAccount | null;
  /** Invoices: the PDF carries the proofs of the services billed. */
  proofPack: boolean;
  /** Estimates: the hours the work is estimated to take. */
  estimatedHours: string | null;
  currency: string;
  totalExclTax: string;
  totalVat: string;
  totalInclTax: string;
  siteName: string;
  searchText: string;
};

/** A document's number and the parts its uniqueness is checked on. */
export type DocumentNumber = { number: string; numberYear: number; numberValue: number };

export type DocumentDbRow = DraftFields & {
  id: string;
  agencyId: string;
  kind: CommercialDocumentKind;
  number: string | null;
  status: DocumentStatus;
  sent: boolean;
  validated: boolean;
  refused: boolean;
  awaitingValidation: boolean;
  paid: PaymentState;
  transformedInvoiceId: string | null;
  sourceDocumentNumber: string | null;
  paidAmount: string;
  validatedAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Drops the lists' cached counts of the agency once the write commits. */
const touched = (db: Db, agencyId: string) => listCache.invalidateAfterCommit(db, agencyId, DOCUMENTS_TABLE);

const jsonOf = (db: Db, party: DocumentParty) => db.json(party as unknown as JSONValue);

/**
 * What the document prints (table commercial_document_prints): its seller, buyer, payment terms and
 * bank account, frozen at validation; and whether its PDF carries the proofs of service.
 */
type Prints = Pick<DraftFields, 'seller' | 'buyer' | 'paymentTerms' | 'bankAccount'> &
  Partial<Pick<DraftFields, 'proofPack'>>;

function splitPrints<T extends Prints>(fields: T): { prints: Prints; columns: Omit<T, keyof Prints> } {
  const { seller, buyer, paymentTerms, bankAccount, proofPack, ...columns } = fields;
  return { prints: { seller, buyer, paymentTerms, bankAccount, proofPack }, columns };
}

async function savePrints(db: Db, agencyId: string, documentId: string, prints: Prints): Promise<void> {
  const values = {
    seller: jsonOf(db, prints.seller),
    buyer: jsonOf(db, prints.buyer),
    paymentTerms: prints.paymentTerms,
    bankAccount: prints.bankAccount ? db.json(prints.bankAccount) : null,
    ...(prints.proofPack === undefined ? {} : { proofPack: prints.proofPack }),
  };
  await db`
    insert into commercial_document_prints ${db({ documentId, agencyId, ...values })}
    on conflict (document_id) do update
       set seller = excluded.seller, buyer = excluded.buyer, payment_terms = excluded.payment_terms,
           bank_account = excluded.bank_account
           ${prints.proofPack === undefined ? db`` : db`, proof_pack = excluded.proof_pack`}`;
}

export async function insertDocument(
  db: Db,
  head: { id: string; agencyId: string; kind: CommercialDocumentKind } & Partial<DocumentNumber>,
  fields: DraftFields,
): Promise<void> {
  const { prints, columns } = splitPrints(fields);
  await db`insert into commercial_documents ${db({ ...head, ...columns })}`;
  await savePrints(db, head.agencyId, head.id, prints);
  touched(db, head.agencyId);
}

/** Replaces a draft's fields (its rows are replaced beside). */
export async function updateDraft(db: Db, agencyId: string, id: string, fields: DraftFields): Promise<void> {
  const { prints, columns } = splitPrints(fields);
  await db`update commercial_documents set ${db(columns)}, updated_at = now()
            where agency_id = ${agencyId} and id = ${id}`;
  await savePrints(db, agencyId, id, prints);
  touched(db, agencyId);
}

const DOCUMENT_COLUMNS = (db: Db) => db`
  d.id, d.agency_id, d.kind, d.number, d.customer_id, d.customer_name, d.customer_number, d.customer_name_key,
  d.title, d.header, d.footer, d.date::text as date, d.due_date::text as due_date, d.status, d.sent, d.validated,
  d.refused, d.awaiting_validation, d.paid, d.source_document_id, d.transformed_invoice_id,
  p.seller::text as seller, p.buyer::text as buyer, p.payment_terms, p.bank_account::text as bank_account,
  p.proof_pack, d.currency, d.total_excl_tax, d.total_vat, d.total_incl_tax, d.paid_amount,
  d.estimated_hours::text as estimated_hours, d.site_name, d.search_text, d.validated_at, d.sent_at, d.created_at,
  d.updated_at,
  (select s.number from commercial_documents s where s.id = d.source_document_id) as source_document_number`;

type StoredRow = Omit<DocumentDbRow, 'seller' | 'buyer' | 'bankAccount'> & {
  seller: string;
  buyer: string;
  bankAccount: string | null;
};

const parsed = (row: StoredRow): DocumentDbRow => ({
  ...row,
  seller: JSON.parse(row.seller) as DocumentParty,
  buyer: JSON.parse(row.buyer) as DocumentParty,
  bankAccount: row.bankAccount === null ? null : (JSON.parse(row.bankAccount) as BankAccount),
});

/**
 * The agency's document of the book (another book's, another agency's or, through row-level
 * security, a customer user's unseen one: undefined); `forUpdate` locks it until the transaction ends.
 */
export async function findDocument(
  db: Db,
  agencyId: string,
  id: string,
  book: Book,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentDbRow | undefined> {
  const [row] = await db<StoredRow[]>`
    select ${DOCUMENT_COLUMNS(db)}
      from commercial_documents d
      join commercial_document_prints p on p.document_id = d.id
     where d.agency_id = ${agencyId} and d.id = ${id} and d.is_estimate = ${isEstimateBook(book)}
     ${options.forUpdate ? db`for update of d` : db``}`;
  return row && parsed(row);
}

/** Numbers a draft invoice or credit note and freezes what it prints. */
export async function setValidated(
  db: Db,
  agencyId: string,
  id: string,
  values: DocumentNumber &
    Pick<DraftFields, 'seller' | 'buyer' | 'paymentTerms' | 'bankAccount' | 'searchText'> &
    Pick<DraftFields, 'customerName' | 'customerNumber' | 'customerNameKey'>,
): Promise<void> {
  const { prints, columns } = splitPrints(values);
  await db`update commercial_documents
              set ${db(columns)}, validated = true, validated_at = now(), updated_at = now()
            where agency_id = ${agencyId} and id = ${id}`;
  await savePrints(db, agencyId, id, prints);
  touched(db, agencyId);
}

export async function setSent(db: Db, agencyId: string, id: string, sent: boolean): Promise<void> {
  await db`update commercial_documents
              set sent = ${sent}, sent_at = ${sent ? db`now()` : null}, updated_at = now()
            where agency_id = ${agencyId} and id = ${id}`;
  touched(db, agencyId);
}

/** The customer's answer to an estimate: exactly one of the three flags, or none. */
export async function setEstimateFlags(
  db: Db,
  agencyId: string,
  id: string,
  flags: { validated: boolean; refused: boolean; awaitingValidation: boolean },
): Promise<void> {
  await db`update commercial_documents set ${db(flags)}, updated_at = now()
            where agency_id = ${agencyId} and id = ${id}`;
  touched(db, agencyId);
}

export async function setTransformedInvoice(
  db: Db,
  agencyId: string,
  estimateId: string,
  invoiceId: string | null,
): Promise<void> {
  await db`update commercial_documents set transformed_invoice_id = ${invoiceId}, updated_at = now()
            where agency_id = ${agencyId} and id = ${estimateId}`;
  touched(db, agencyId);
}

export async function setPaid(
  db: Db,
  agencyId: string,
  id: string,
  values: { paid: PaymentState; paidAmount: string },
): Promise<void> {
  await db`update commercial_documents set ${db(values)}, updated_at = now()
            where agency_id = ${agencyId} and id = ${id}`;
  touched(db, agencyId);
}

/** Removes a draft with its rows, discounts, payments and history (foreign keys cascade). */
export async function deleteDocumentRow(db: Db, agencyId: string, id: string): Promise<void> {
  await db`delete from commercial_documents where agency_id = ${agencyId} and id = ${id}`;
  touched(db, agencyId);
}

/** The estimate a draft invoice was made from (to give it back when the draft goes). */
export async function findEstimateTransformedInto(
  db: Db,
  agencyId: string,
  invoiceId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db<{ id: string }[]>`
    select id from commercial_documents
     where agency_id = ${agencyId} and transformed_invoice_id = ${invoiceId}`;
  return row;
}
