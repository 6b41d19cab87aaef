import type { CommercialDocument, SendDocument } from '@portal/contracts';
import type { OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
import { documentTitle } from '../documents/rendering/index.js';
import type { RenderedPdf } from './render-pdf.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const html =
    `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>\n` +
    `<body style="font-family: Arial, sans-serif; font-size: 14px; color: #222;">\n${paragraphs.join('\n')}\n</body></html>\n`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html,
    ...(document.seller.email ? { replyTo: document.seller.email } : {}),
    attachments: [{ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' }],
  };
}
