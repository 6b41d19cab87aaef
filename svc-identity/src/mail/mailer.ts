/** The kit's SMTP mailer (shared with billing, which mails documents). */
export { createSmtpMailer, type Mailer, type OutgoingMail } from '@portal/service-kit/mail/smtp-mailer';
