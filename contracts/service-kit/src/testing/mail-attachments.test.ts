import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { attachmentsOf } from './mail-attachments.js';

/** A mail as nodemailer writes it on the wire (what the SMTP capture receives). */
async function rawMail(attachments: { filename: string; content: Buffer; contentType: string }[]) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sent = await transport.sendMail({
    from: 'Portail <no-reply@portail.local>',
    to: 'client@example.fr',
    subject: 'Devis D-2026-0001',
    text: 'Bonjour,\n\nVeuillez trouver ci-joint notre devis.',
    html: '<p>Bonjour,</p><p>Veuillez trouver ci-joint notre devis.</p>',
    attachments,
  });
  return { to: ['client@example.fr'], raw: (sent.message as Buffer).toString('utf8') };
}

describe('attachmentsOf (reading what the SMTP capture received)', () => {
  it('decodes each attachment of a text + HTML mail with its name, type and bytes', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0xe9)]);
    const mail = await rawMail([
      { filename: 'D-2026-0001.pdf', content: pdf, contentType: 'application/pdf' },
      { filename: 'conditions.txt', content: Buffer.from('Paiement à 30 jours'), contentType: 'text/plain' },
    ]);
    const attachments = attachmentsOf(mail);
    expect(attachments.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      { fileName: 'D-2026-0001.pdf', contentType: 'application/pdf' },
      { fileName: 'conditions.txt', contentType: 'text/plain' },
    ]);
    expect(attachments[0]?.bytes.equals(pdf)).toBe(true);
  });

  it('finds none in a mail without attachment', async () => {
    expect(attachmentsOf(await rawMail([]))).toEqual([]);
  });
});
