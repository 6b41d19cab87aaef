import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** Mail goes through a real SMTP transport (a relay in production, a local catcher in dev and tests). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
