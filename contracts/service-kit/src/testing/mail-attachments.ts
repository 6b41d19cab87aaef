import type { CapturedMail } from './smtp-capture.js';

/** A file a captured e-mail carries, decoded. */
export type CapturedAttachment = { fileName: string; contentType: string; bytes: Buffer };

type Part = { headers: Record<string, string>; body: string };

/** A MIME entity's headers (unfolded, names in lower case) and its body. */
export function mimePartOf(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A header's parameter (`boundary`, `filename`, `name`), quoted or not. */
function parameter(header: string | undefined, name: string): string | null {
  const match = new RegExp(`(?:^|;)\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(header ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function leavesOf(part: Part): Part[] {
  const boundary = parameter(part.headers['content-type'], 'boundary');
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leavesOf(mimePartOf(chunk.replace(/^\r?\n/, ''))));
}

/**
 * The attachments of a mail the SMTP capture received (test support): every MIME part sent as an
 * attachment, with its file name, type and bytes (base64 decoded, as nodemailer writes files).
 */
export function attachmentsOf(mail: CapturedMail): CapturedAttachment[] {
  return leavesOf(mimePartOf(mail.raw))
    .filter((part) => /^attachment/i.test(part.headers['content-disposition'] ?? ''))
    .map((part) => {
      const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
      const content = part.body.replace(/\r?\n$/, '');
      return {
        fileName:
          parameter(part.headers['content-disposition'], 'filename') ??
          parameter(part.headers['content-type'], 'name') ??
          '',
        contentType: (part.headers['content-type'] ?? '').split(';')[0]?.trim() ?? '',
        bytes:
          encoding === 'base64' ? Buffer.from(content.replace(/\s+/g, ''), 'base64') : Buffer.from(content, 'utf8'),
      };
    });
}
