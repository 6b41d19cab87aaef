import { formatMessage, fr } from '@portal/contracts';
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

/**
 * The invitation of a person an agency added (a collaborator, or a customer contact with portal
 * access): a link to the shell's reset screen to choose his password, and the e-mail he logs in with.
 */
export function invitationMail(input: {
  to: string;
  firstName: string;
  agencyName: string;
  /** The customer company the person follows; null for the agency's own staff. */
  customerName: string | null;
  link: string;
  validDays: number;
  portalUrl: string;
}): OutgoingMail {
  const greeting = input.firstName.trim() ? `Bonjour ${input.firstName.trim()},` : 'Bonjour,';
  const welcome = input.customerName
    ? `${input.agencyName} vous invite à rejoindre le portail pour suivre les prestations réalisées pour ${input.customerName}.`
    : `${input.agencyName} vous invite à rejoindre son espace sur le portail.`;
  return frenchMail(input.to, formatMessage('INVITATION_EMAIL_SUBJECT', { agency: input.agencyName }), [
    { text: greeting },
    { text: welcome },
    {
      text: `Pour activer votre compte, choisissez votre mot de passe en ouvrant ce lien (valable ${input.validDays} jours, utilisable une seule fois) :`,
      link: input.link,
    },
    { text: `Votre identifiant de connexion est votre adresse e-mail : ${input.to}` },
    {
      text: 'Votre mot de passe doit contenir au moins 6 caractères, dont un chiffre, une minuscule et une majuscule.',
    },
    {
      text: 'Si le lien a expiré, demandez-en un nouveau avec « Mot de passe oublié ? » sur la page de connexion du portail :',
      link: input.portalUrl,
    },
    { text: 'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.' },
    { text: "L'équipe du portail" },
  ]);
}
