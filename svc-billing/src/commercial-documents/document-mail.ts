import type { CommercialDocument, SendDocument } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import { documentTitle } from '../documents/rendering/index.js';
import { mailHtml } from '../mail/mail-html.js';
import type { RenderedPdf } from './render-pdf.js';

/** The words of the mail when the sender wrote none: what is attached, and from whom. */
function defaultMessage(document: CommercialDocument): string {
  return [
    'Bonjour,',
    `Veuillez trouver ci-joint notre ${documentTitle(document).toLowerCase()}.`,
    'Cordialement,',
    document.seller.name,
  ]
    .filter((line) => line.trim() !== '')
    .join('\n\n');
}

/**
 * The e-mail of a document to its recipients: the sender's subject and message (or French words of
 * ours), the PDF attached, answers going to the agency's address when it has one.
 */
export function documentMail(document: CommercialDocument, input: SendDocument, pdf: RenderedPdf): OutgoingMail {
  const text = input.message.trim() || defaultMessage(document);
  const html = mailHtml(input.subject, text.split(/\n{2,}/));
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html,
    ...(document.seller.email ? { replyTo: document.seller.email } : {}),
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  };
}
