const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** An address written in the text, made a link (it is escaped already, `&` included). */
const linked = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The HTML part of a mail written as paragraphs of plain text (escaped, line breaks kept, the web
 * addresses it gives made links).
 */
export function mailHtml(subject: string, paragraphs: string[]): string {
  const body = paragraphs.map((paragraph) => `<p>${linked(escapeHtml(paragraph)).replace(/\n/g, '<br>')}</p>`);
  return (
    `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body style="font-family: Arial, sans-serif; font-size: 14px; color: #222;">\n${body.join('\n')}\n</body></html>\n`
  );
}
