import path from 'node:path';
import { ROOT_DIR } from './config.js';
import type { CaughtMail } from './infra/smtp-catcher.js';

/** Shows a caught mail in the console: who it is for, its subject, its links and where it is saved. */
export function printMail(mail: CaughtMail): void {
  const lines = [
    `mail to ${mail.recipients.join(', ') || mail.to}: "${mail.subject}"`,
    ...mail.links.map((link) => `  link: ${link}`),
    `  saved: ${path.relative(ROOT_DIR, mail.file)}`,
  ];
  for (const line of lines) console.log(`[mail] ${line}`);
}
