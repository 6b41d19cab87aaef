/**
 * Just enough MIME to show a caught mail in the console: headers (with RFC 2047 encoded words),
 * multipart bodies, quoted-printable and base64 parts, and the links they hold. Not a general parser.
 */

export type ParsedMail = { subject: string; from: string; to: string; text: string; links: string[] };

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function quotedPrintableBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const source = underscoreIsSpace ? text.replaceAll('_', ' ') : text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words (the blanks between two of them vanish). */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, encoding: string, text: string) =>
      decodeBytes(
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text, true),
        charset,
      ),
    );
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(part: Part): string {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const charset = parameter(contentType, 'charset') ?? 'utf-8';
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return decodeBytes(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintableBytes(part.body, false), charset);
  return part.body;
}

/** The text parts of a message, depth first (text/plain and text/html). */
function textParts(part: Part): { type: string; text: string }[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return [];
    const sections = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    return sections
      .slice(1)
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => textParts(splitPart(section.replace(/^[ \t]*\r?\n/, ''))));
  }
  return type === 'text/plain' || type === 'text/html' ? [{ type, text: decodeBody(part) }] : [];
}

function linksIn(text: string): string[] {
  return (text.match(/https?:\/\/[^\s"'<>`]+/g) ?? []).map((link) =>
    link.replaceAll('&amp;', '&').replace(/[).,;]+$/, ''),
  );
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw);
  const parts = textParts(root);
  const plain = parts.find((part) => part.type === 'text/plain');
  const html = parts.find((part) => part.type === 'text/html');
  const text = plain?.text ?? html?.text.replace(/<[^>]+>/g, ' ') ?? '';
  return {
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    text: text.replace(/\r\n/g, '\n').trim(),
    links: [...new Set(parts.flatMap((part) => linksIn(part.text)))],
  };
}
