import {
  rowInputOf,
  SaveCommercialDocumentSchema,
  type CommercialDocument,
  type CommercialDocumentKind,
  type DocumentRowInput,
  type SaveCommercialDocumentInput,
} from '@portal/contracts';
import { transaction, type Sql } from '@portal/service-kit';
import { demoIds } from '@portal/service-kit/demo/ids';
import { findAgency } from '../agencies/repo.js';
import { answerEstimate } from '../commercial-documents/answer-estimate.js';
import { createCreditNote } from '../commercial-documents/create-credit-note.js';
import { createDocument } from '../commercial-documents/create-document.js';
import type { DocumentContext } from '../commercial-documents/document-context.js';
import { markDocumentSent } from '../commercial-documents/mark-document-sent.js';
import { recordPayment } from '../commercial-documents/record-payment.js';
import { updateDocument } from '../commercial-documents/update-document.js';
import { validateInvoice } from '../commercial-documents/validate-invoice.js';

const OLIVIERS = 'residence-les-oliviers';
const ODYSSEUM = 'odysseum';

/** A day of the month before `today`'s, as ISO text (`day` clamped to 28: every month has it). */
function dayOfLastMonth(today: Date, day: number): string {
  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, Math.min(day, 28)));
  return first.toISOString().slice(0, 10);
}

const guarding = (hours: string, site: string): DocumentRowInput[] => [
  { header: true, designation: site },
  {
    designation: 'Agent de sécurité SSIAP 1',
    description: 'Surveillance du site, rondes et contrôle des accès',
    quantity: hours,
    unitPrice: '24.50',
    priceUnit: 'hour',
  },
];

type DemoDocument = {
  customer: string;
  kind: CommercialDocumentKind;
  day: number;
  title: string;
  rows: DocumentRowInput[];
  adjustments?: SaveCommercialDocumentInput['adjustments'];
};

/** Last month's work of Vigie Sécurité, as its office would have invoiced and quoted it. */
const INVOICES = {
  oliviers: {
    customer: OLIVIERS,
    kind: 'invoice',
    day: 3,
    title: 'Gardiennage – début de mois',
    rows: [
      ...guarding('186', 'Résidence Les Oliviers – Bâtiment A'),
      { designation: 'Ronde de surveillance', quantity: '20', unitPrice: '30.00', priceUnit: 'amount' },
      { designation: 'Intervention sur alarme', quantity: '2', unitPrice: '45.00', priceUnit: 'amount' },
    ],
  },
  odysseum: {
    customer: ODYSSEUM,
    kind: 'invoice',
    day: 10,
    title: 'Surveillance du parking P1',
    rows: guarding('310', 'Odysseum – Parking P1'),
    adjustments: [{ label: 'Remise fidélité', kind: 'discount', type: 'percent', value: '5' }],
  },
  oliviersEnd: {
    customer: OLIVIERS,
    kind: 'invoice',
    day: 24,
    title: 'Gardiennage – fin de mois',
    rows: guarding('124', 'Résidence Les Oliviers – Bâtiment B'),
  },
} satisfies Record<string, DemoDocument>;

const ESTIMATES: (DemoDocument & { answer: 'sent' | 'validated' | 'refused' | 'draft' })[] = [
  {
    customer: ODYSSEUM,
    kind: 'estimate',
    day: 5,
    title: 'Renfort de surveillance – soldes d’été',
    rows: [{ designation: 'Agent de sécurité SSIAP 1', quantity: '120', unitPrice: '24.50', priceUnit: 'hour' }],
    answer: 'validated',
  },
  {
    customer: OLIVIERS,
    kind: 'estimate',
    day: 12,
    title: 'Maître-chien de nuit',
    rows: [{ designation: 'Agent cynophile', quantity: '60', unitPrice: '29.90', priceUnit: 'hour' }],
    answer: 'refused',
  },
  {
    customer: OLIVIERS,
    kind: 'estimate',
    day: 20,
    title: 'Vidéoprotection du hall',
    rows: [
      { designation: 'Télésurveillance – abonnement mensuel', quantity: '12', unitPrice: '89.00', priceUnit: 'amount' },
      { designation: 'Intervention sur alarme', quantity: '4', unitPrice: '45.00', priceUnit: 'amount' },
    ],
    answer: 'sent',
  },
  {
    customer: ODYSSEUM,
    kind: 'estimate',
    day: 26,
    title: 'Sécurité de l’événement de Noël',
    rows: [{ designation: 'Agent de sécurité événementiel', quantity: '48', unitPrice: '26.00', priceUnit: 'hour' }],
    answer: 'draft',
  },
];

/**
 * Vigie Sécurité's commercial documents of last month, made through billing's own commands: three
 * validated invoices (numbered in date order; one paid, one partly paid, one awaiting payment), a
 * credit note of one row of the first, and estimates not sent, sent, accepted and refused. Runs
 * once: an agency that already holds a document is left as it is. Answers how many were made.
 */
export async function seedDemoCommercialDocuments(sql: Sql, today = new Date()): Promise<number> {
  const agencyId = demoIds.agency('vigie');
  const scope = { kind: 'tenant', agencyId } as const;
  // The documents are the owner's work: his name in their history and as the events' actor.
  const owner = 'proprietaire@vigie-demo.fr';
  const userId = demoIds.user(owner);
  const context: DocumentContext = { scope, audit: null, actor: { userId, alteredBy: null }, userId, userName: owner };
  const ready = await transaction(sql, scope, async (tx) => {
    if (!(await findAgency(tx, agencyId))) return false;
    const [existing] = await tx`select 1 from commercial_documents where agency_id = ${agencyId} limit 1`;
    return existing === undefined;
  });
  if (!ready) return 0;

  const create = (demo: DemoDocument) =>
    createDocument(
      sql,
      agencyId,
      demo.kind,
      SaveCommercialDocumentSchema.parse({
        customerId: demoIds.customer('vigie', demo.customer),
        date: dayOfLastMonth(today, demo.day),
        title: demo.title,
        rows: demo.rows,
        adjustments: demo.adjustments ?? [],
      }),
      context,
    );
  const paymentDate = (day: number) => dayOfLastMonth(today, day);
  const half = (document: CommercialDocument) =>
    (Math.round(Number(document.totals.totalInclTax) * 50) / 100).toFixed(2);

  const oliviers = await validateInvoice(sql, agencyId, (await create(INVOICES.oliviers)).id, context);
  const odysseum = await validateInvoice(sql, agencyId, (await create(INVOICES.odysseum)).id, context);
  const oliviersEnd = await validateInvoice(sql, agencyId, (await create(INVOICES.oliviersEnd)).id, context);
  for (const invoice of [oliviers, odysseum, oliviersEnd]) {
    await markDocumentSent(sql, agencyId, 'invoices', invoice.id, true, context);
  }
  await recordPayment(
    sql,
    agencyId,
    odysseum.id,
    { date: paymentDate(25), amount: odysseum.totals.totalInclTax, note: 'Virement reçu', status: 'accepted' },
    context,
  );
  await recordPayment(
    sql,
    agencyId,
    oliviers.id,
    { date: paymentDate(28), amount: half(oliviers), note: 'Acompte par virement', status: 'accepted' },
    context,
  );
  // Two alarm call-outs were not due: a credit note of that row.
  const alarmRow = oliviers.rows.find((row) => row.designation === 'Intervention sur alarme');
  const draft = await createCreditNote(sql, agencyId, oliviers.id, alarmRow ? [alarmRow.id] : undefined, context);
  // Made at the end of last month, like the rest.
  const creditNote = await updateDocument(
    sql,
    agencyId,
    'invoices',
    draft.id,
    SaveCommercialDocumentSchema.parse({
      id: draft.id,
      kind: 'credit_note',
      customerId: draft.customerId,
      date: dayOfLastMonth(today, 28),
      title: 'Interventions sur alarme non dues',
      rows: draft.rows.map(rowInputOf),
      sourceDocumentId: draft.sourceDocumentId,
    }),
    context,
  );
  await validateInvoice(sql, agencyId, creditNote.id, context);

  for (const demo of ESTIMATES) {
    const estimate = await create(demo);
    if (demo.answer === 'draft') continue;
    await markDocumentSent(sql, agencyId, 'estimates', estimate.id, true, context);
    if (demo.answer !== 'sent') await answerEstimate(sql, agencyId, estimate.id, demo.answer, context);
  }
  return Object.keys(INVOICES).length + 1 + ESTIMATES.length;
}
