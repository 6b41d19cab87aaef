import { localDateOf, type AgencyInvoice } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import { formatDate } from '../documents/rendering/pdf/number-format.js';
import { mailHtml } from '../mail/mail-html.js';
import { SIGNATURE } from './agency-mail-content.js';
import type { TerminationMailKind } from './repo.js';

const SUBSCRIPTION_PLACE = "Agence → Dates d'abonnements";

/** The paragraphs of each kind of mail, and its subject. */
function wordsOf(kind: TerminationMailKind, agencyName: string, planEndsAt: Date | null) {
  if (kind === 'termination_requested') {
    // Migration 018 forbids such a row: never a mail with a blank date (the job logs the refusal).
    if (!planEndsAt) throw new Error('a termination mail without the day the subscription ends');
    const end = formatDate(localDateOf(planEndsAt));
    return {
      subject: 'Résiliation de votre abonnement',
      paragraphs: [
        'Bonjour,',
        `Nous avons bien reçu la demande de résiliation de l'abonnement de ${agencyName} au portail.`,
        `Votre abonnement prendra fin le ${end} et ne sera plus renouvelé. Le portail reste accessible jusqu'à cette date.`,
        `Vous pouvez annuler cette résiliation jusque-là depuis ${SUBSCRIPTION_PLACE} sur le portail.`,
        SIGNATURE,
      ],
    };
  }
  return {
    subject: 'Annulation de la résiliation de votre abonnement',
    paragraphs: [
      'Bonjour,',
      `La résiliation de l'abonnement de ${agencyName} au portail est annulée : votre abonnement continue et sera renouvelé à chaque échéance comme auparavant.`,
      SIGNATURE,
    ],
  };
}

/**
 * The platform's mail confirming to the agency that its plan's termination is recorded (with the day
 * the subscription ends), or withdrawn; `planInvoice` is the running plan's invoice, which names the agency.
 */
export function terminationMail(
  kind: TerminationMailKind,
  to: string,
  planInvoice: AgencyInvoice,
  planEndsAt: Date | null,
): OutgoingMail {
  const { subject, paragraphs } = wordsOf(kind, planInvoice.agency.name, planEndsAt);
  return { to, subject, text: `${paragraphs.join('\n\n')}\n`, html: mailHtml(subject, paragraphs) };
}
