import type { AgencyInvoice } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import type { RenderedPdf } from '../commercial-documents/render-pdf.js';
import { mailHtml } from '../mail/mail-html.js';
import { formatDate, formatMoney } from '../documents/rendering/pdf/number-format.js';
import { PLATFORM_DOCUMENT_FORMAT } from '../agency-invoices/platform-terms.js';
import type { InvoiceMailKind } from './repo.js';

export const SIGNATURE = ['Cordialement,', "L'équipe du portail"].join('\n');
const INVOICES_PLACE = 'Agence → Mes factures';

/** How the renewal is paid, as its payment says: the default card or mandate charged, or by hand. */
function settlementOf(invoice: AgencyInvoice): string {
  const method = invoice.payments[0]?.method;
  if (method === 'CARD')
    return 'Elle est réglée par la carte bancaire enregistrée par défaut : le paiement est en cours.';
  if (method === 'SEPA') {
    return 'Elle est réglée par prélèvement SEPA sur le mandat enregistré par défaut : le prélèvement est en cours.';
  }
  return `Elle est à régler par chèque ou par virement bancaire ; vous la retrouvez dans ${INVOICES_PLACE} sur le portail.`;
}

type MailWords = { subject: string; paragraphs: string[] };

/** The credit note cancelling the invoice: which, when, why, and that nothing is due nor refunded. */
function creditNoteWords(invoice: AgencyInvoice, total: string): MailWords {
  const note = invoice.creditNote;
  if (!note) throw new Error(`invoice ${invoice.id} has no credit note to mail`);
  return {
    subject: `Avoir ${note.number} : annulation de la facture ${invoice.number}`,
    paragraphs: [
      'Bonjour,',
      `La facture ${invoice.number} du ${formatDate(invoice.date)} (${total} TTC) de ${invoice.agency.name} est annulée par l'avoir ${note.number} du ${formatDate(note.date)}, ci-joint.`,
      `Motif : ${note.reason}`,
      `Cette facture n'est plus à régler ; aucun paiement n'ayant été reçu à son titre, il n'y a rien à rembourser. Vous retrouvez la facture et son avoir dans ${INVOICES_PLACE} sur le portail.`,
      SIGNATURE,
    ],
  };
}

/** The paragraphs of each kind of mail, and its subject. */
function wordsOf(kind: InvoiceMailKind, invoice: AgencyInvoice): MailWords {
  const total = formatMoney(invoice.totalInclTax, PLATFORM_DOCUMENT_FORMAT);
  if (kind === 'credit_note_issued') return creditNoteWords(invoice, total);
  if (kind === 'renewal_invoiced') {
    const period = invoice.period === 'yearly' ? 'pour un an' : 'pour un mois';
    return {
      subject: `Renouvellement de votre abonnement : facture ${invoice.number}`,
      paragraphs: [
        'Bonjour,',
        `L'abonnement de ${invoice.agency.name} au portail est renouvelé ${period}. Vous trouverez ci-joint la facture ${invoice.number} du ${formatDate(invoice.date)}, d'un montant de ${total} TTC.`,
        settlementOf(invoice),
        SIGNATURE,
      ],
    };
  }
  const refusal = invoice.payments.find((payment) => payment.status === 'ERROR')?.error;
  return {
    subject: `Paiement refusé : facture ${invoice.number} de votre abonnement`,
    paragraphs: [
      'Bonjour,',
      `Le paiement de la facture ${invoice.number} (${total} TTC), qui renouvelle l'abonnement de ${invoice.agency.name} au portail, n'a pas abouti${refusal ? ` : ${refusal}` : '.'}`,
      `Pour garder l'accès à toutes les fonctionnalités, réglez-la depuis ${INVOICES_PLACE} sur le portail (« Payer par carte »), ou choisissez un autre moyen de paiement par défaut dans Agence → Mes moyens de paiement. La facture est jointe à ce message.`,
      SIGNATURE,
    ],
  };
}

/**
 * The platform's mail to the agency about one of its invoices, in French, with the PDF attached: the
 * invoice's, or for a credit note the credit note's.
 */
export function agencyMail(kind: InvoiceMailKind, to: string, invoice: AgencyInvoice, pdf: RenderedPdf): OutgoingMail {
  const { subject, paragraphs } = wordsOf(kind, invoice);
  const html = mailHtml(subject, paragraphs);
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html,
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  };
}
