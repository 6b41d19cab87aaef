/** The kit's SMTP capture (shared with billing, which mails documents). */
export { startSmtpCapture, type CapturedMail } from '@portal/service-kit/testing/smtp-capture';
