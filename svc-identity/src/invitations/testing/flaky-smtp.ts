import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { CapturedMail } from '../../testing/smtp-capture.js';

/**
 * An SMTP relay that answers "451 try again later" to the first `refusals` messages, then keeps what
 * it receives: what a relay having trouble looks like to the mailer under test.
 */
export async function startFlakySmtp(refusals: number) {
  const mails: CapturedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refusals) {
          refused += 1;
          const error = Object.assign(new Error('Relais momentanément indisponible'), { responseCode: 451 });
          callback(error);
          return;
        }
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
