import { localDateOf, localTimeOf } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import { formatDate } from '../documents/rendering/pdf/number-format.js';
import { mailHtml } from '../mail/mail-html.js';
import type { DueAlertMail } from './repo.js';

/** Where the office reads the event and its thread on the portal (mf-field's `incident/:uuid`). */
export const eventLink = (portalUrl: string, eventId: string) =>
  `${portalUrl.replace(/\/+$/, '')}/#/incident/${eventId}`;

/**
 * The mail telling of an event on a site: to the agency (with the link that opens it on the portal),
 * or to the customer's contact, signed by the agency and answered to its address.
 */
export function alertMail(due: DueAlertMail, portalUrl: string): OutgoingMail {
  const { alert } = due;
  const place = alert.siteName ? ` sur le site ${alert.siteName}` : '';
  const subject = `${alert.typeName}${place}`;
  const when = `le ${formatDate(localDateOf(alert.at))} à ${localTimeOf(alert.at)}`;
  const service = alert.serviceReference ? ` (service ${alert.serviceReference})` : '';
  const paragraphs = [
    'Bonjour,',
    `Un événement « ${alert.typeName} » a été signalé${place} ${when} par ${alert.authorName}${service}.`,
    ...(alert.content ? [alert.content] : []),
    due.audience === 'agency'
      ? `Retrouvez-le dans la main courante du site sur le portail : ${eventLink(portalUrl, alert.eventId)}`
      : 'Votre agence reste à votre disposition pour toute question.',
    ['Cordialement,', due.audience === 'agency' ? "L'équipe du portail" : due.agencyName].join('\n'),
  ];
  return {
    to: due.recipient,
    subject,
    text: paragraphs.join('\n\n'),
    html: mailHtml(subject, paragraphs),
    ...(due.audience === 'customer' && due.agencyEmail ? { replyTo: due.agencyEmail } : {}),
  };
}
