import { fr } from '@portal/contracts';
import type { OutgoingMail } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A French e-mail with the same words as text and as simple HTML. */
function frenchMail(to: string, subject: string, paragraphs: { text: string; link?: string }[]): OutgoingMail {
  const text = paragraphs.map((p) => (p.link ? `${p.text}\n${p.link}` : p.text)).join('\n\n');
  const body = paragraphs
    .map((p) =>
      p.link
        ? `<p>${escapeHtml(p.text)}<br><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
        : `<p>${escapeHtml(p.text)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: Arial, sans-serif; font-size: 14px; color: #222;">\n${body}\n</body></html>\n`;
  return { to, subject, text: `${text}\n`, html };
}

/** The password reset e-mail: a link to the shell's reset screen, valid once for a limited time. */
export function passwordResetMail(input: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}): OutgoingMail {
  const greeting = input.firstName.trim() ? `Bonjour ${input.firstName.trim()},` : 'Bonjour,';
  const validity =
    input.validMinutes % 60 === 0 ? `${input.validMinutes / 60} heure(s)` : `${input.validMinutes} minutes`;
  return frenchMail(input.to, fr.PASSWORD_RESET_EMAIL_SUBJECT, [
    { text: greeting },
    {
      text: `Une demande de réinitialisation du mot de passe de votre compte a été faite. Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${validity}, utilisable une seule fois) :`,
      link: input.link,
    },
    {
      text: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    { text: "L'équipe du portail" },
  ]);
}
