import nodemailer from 'nodemailer';

/** A file sent with an e-mail (a document's PDF). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** Where the recipients' answers go (the agency's own address), when not to the sender. */
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/**
 * Mail goes through a real SMTP transport (a relay in production, a local catcher in dev and tests),
 * from the service's own address.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
