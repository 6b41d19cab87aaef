import { eventually } from './eventually.js';
import { mimePartOf } from './mail-attachments.js';
import type { CapturedMail } from './smtp-capture.js';

/** A captured e-mail read back: decoded subject, text and HTML parts. */
export type ReadMail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> };

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] ?? '';
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collectParts(raw: string, found: { text: string; html: string }): void {
  const { headers, body } = mimePartOf(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), found);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) found.html += decoded;
  else if (/^text\/plain/i.test(type)) found.text += decoded;
}

export function readMail(mail: CapturedMail): ReadMail {
  const { headers } = mimePartOf(mail.raw);
  const found = { text: '', html: '' };
  collectParts(mail.raw, found);
  return { to: mail.to, subject: decodeWords(headers.subject ?? ''), text: found.text, html: found.html, headers };
}

/** Waits for the `count`-th e-mail sent to `to` (mail leaves after the answer) and reads it. */
export async function waitForMail(mails: CapturedMail[], to: string, count = 1, timeoutMs = 5_000): Promise<ReadMail> {
  return eventually(() => {
    const received = mails.filter((mail) => mail.to.includes(to));
    const mail = received[count - 1];
    if (!mail) throw new Error(`${received.length} e-mail(s) to ${to}, waiting for ${count}`);
    return readMail(mail);
  }, timeoutMs);
}

export const mailsTo = (mails: CapturedMail[], to: string) => mails.filter((mail) => mail.to.includes(to));
