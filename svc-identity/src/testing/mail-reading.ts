/** The kit's reader of captured mails (shared with billing, which mails agencies and documents). */
export { mailsTo, readMail, waitForMail, type ReadMail } from '@portal/service-kit/testing/mail-reading';
