import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { parseMail, type ParsedMail } from './mime.js';

/** A mail the catcher received: the envelope, the parsed view and where the raw message was saved. */
export type CaughtMail = ParsedMail & { envelopeFrom: string; recipients: string[]; file: string; raw: string };

export type SmtpCatcher = {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Resolves when the server stops listening, closed or broken (why, in the start command's words). */
  ended: Promise<string>;
  close(): Promise<void>;
};

const HOST_NAME = 'portal-mail-catcher';

/** `FROM:<a@b.fr> SIZE=12` → `a@b.fr` */
function address(argument: string): string {
  return /<([^>]*)>/.exec(argument)?.[1] ?? argument.replace(/^(FROM|TO):/i, '').trim();
}

/**
 * A tiny SMTP server for local development: it accepts every mail (and any AUTH), delivers none,
 * saves each raw message as `<mailDir>/<time>-<n>.eml` and hands it to `onMail`. Enough for
 * nodemailer and the like: EHLO/HELO, AUTH PLAIN/LOGIN, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export function startSmtpCatcher(options: {
  port: number;
  mailDir: string;
  host?: string;
  onMail?: (mail: CaughtMail) => void;
}): Promise<SmtpCatcher> {
  mkdirSync(options.mailDir, { recursive: true });
  const mails: CaughtMail[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;

  const deliver = (envelopeFrom: string, recipients: string[], raw: string) => {
    counter += 1;
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.mailDir, `${stamp}-${counter}.eml`);
    writeFileSync(file, raw);
    const mail: CaughtMail = { ...parseMail(raw), envelopeFrom, recipients, file, raw };
    mails.push(mail);
    options.onMail?.(mail);
  };

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (text: string) => socket.write(`${text}\r\n`);

    let envelopeFrom = '';
    let recipients: string[] = [];
    let data: string[] | null = null;
    let authStep: 'plain' | 'login-user' | 'login-pass' | null = null;
    let pending = '';

    const onLine = (line: string) => {
      if (data) {
        if (line === '.') {
          const raw = data.join('\r\n') + '\r\n';
          data = null;
          try {
            deliver(envelopeFrom, recipients, raw);
            reply('250 2.0.0 OK: caught');
          } catch (error) {
            reply(`451 4.3.0 ${(error as Error).message}`);
          }
          recipients = [];
        } else {
          data.push(line.startsWith('.') ? line.slice(1) : line); // undo dot-stuffing
        }
        return;
      }
      if (authStep === 'login-user') {
        authStep = 'login-pass';
        reply('334 UGFzc3dvcmQ6');
      } else if (authStep) {
        authStep = null;
        reply('235 2.7.0 Authentication successful');
      } else {
        const space = line.indexOf(' ');
        const verb = (space < 0 ? line : line.slice(0, space)).toUpperCase();
        reply(command(verb, space < 0 ? '' : line.slice(space + 1)));
        if (verb === 'QUIT') socket.end();
      }
    };

    /** Applies one command to the session and answers its reply. */
    const command = (verb: string, argument: string): string => {
      switch (verb) {
        case 'EHLO':
          return `250-${HOST_NAME}\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250-AUTH PLAIN LOGIN\r\n250 SIZE 52428800`;
        case 'HELO':
          return `250 ${HOST_NAME}`;
        case 'AUTH': {
          const [mechanism = '', initial] = argument.toUpperCase().split(' ');
          if (mechanism === 'PLAIN' && initial) return '235 2.7.0 Authentication successful';
          if (mechanism === 'PLAIN') {
            authStep = 'plain';
            return '334 ';
          }
          if (mechanism === 'LOGIN') {
            authStep = 'login-user';
            return '334 VXNlcm5hbWU6';
          }
          return '504 5.5.4 Unrecognized authentication type';
        }
        case 'MAIL':
          envelopeFrom = address(argument);
          recipients = [];
          return '250 2.1.0 OK';
        case 'RCPT':
          recipients.push(address(argument));
          return '250 2.1.5 OK';
        case 'DATA':
          if (recipients.length === 0) return '503 5.5.1 RCPT first';
          data = [];
          return '354 End data with <CR><LF>.<CR><LF>';
        case 'RSET':
          envelopeFrom = '';
          recipients = [];
          return '250 2.0.0 OK';
        case 'NOOP':
          return '250 2.0.0 OK';
        case 'VRFY':
          return '252 2.0.0 Cannot verify';
        case 'QUIT':
          return '221 2.0.0 Bye';
        default:
          return '502 5.5.2 Command not recognized';
      }
    };

    socket.on('data', (chunk: string) => {
      pending += chunk;
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        onLine(pending.slice(0, newline).replace(/\r$/, ''));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
    });
    reply(`220 ${HOST_NAME} ESMTP (local mail catcher: nothing is delivered)`);
  });

  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${options.port} is already in use: set PORT_SMTP to a free port (or SMTP_URL to a server).`)
          : error,
      ),
    );
    server.listen(options.port, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const ended = new Promise<string>((done) => {
        server.once('error', (error) => done(`failed (${error.message})`));
        server.once('close', () => done('stopped listening'));
      });
      resolve({
        port,
        url: `smtp://${host}:${port}`,
        mails,
        ended,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
