import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@portal/service-kit/testing/ports';
import { provisionServiceDatabases } from './infra/databases.js';
import { decodeHeader } from './infra/mime.js';
import { startLocalNats } from './infra/nats.js';
import { startLocalPostgres } from './infra/postgres.js';
import { startSmtpCatcher } from './infra/smtp-catcher.js';
import { findNatsServer, findPostgresBinDir } from './infra/system-packages.js';
import { isPortOpen } from './wait.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-deploy-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('system binaries', () => {
  it('finds initdb and pg_ctl, and nats-server', () => {
    const binDir = findPostgresBinDir();
    expect(binDir).toBeDefined();
    expect(existsSync(path.join(binDir ?? '', 'initdb'))).toBe(true);
    expect(existsSync(path.join(binDir ?? '', 'pg_ctl'))).toBe(true);
    expect(findNatsServer()).toMatch(/nats-server$/);
  });
});

describe('mail catcher', () => {
  it('catches a mail sent by nodemailer: recipients, French subject, links, raw file', async () => {
    const mailDir = path.join(scratch, 'mails');
    const catcher = await startSmtpCatcher({ port: 0, mailDir });
    try {
      const transport = nodemailer.createTransport(catcher.url);
      await transport.sendMail({
        from: 'Portail <no-reply@portail.local>',
        to: 'agent@vigie-demo.fr',
        subject: 'Réinitialisation de votre mot de passe',
        text: 'Bonjour,\n.\nCliquez ici : http://localhost:8080/#/reset-password?token=abc123\n',
        html: '<p>Bonjour</p><a href="http://localhost:8080/#/reset-password?token=abc123&amp;from=mail">Réinitialiser</a>',
      });
      expect(catcher.mails).toHaveLength(1);
      const [mail] = catcher.mails;
      expect(mail?.recipients).toEqual(['agent@vigie-demo.fr']);
      expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
      expect(mail?.text).toContain('Bonjour,\n.\nCliquez ici');
      expect(mail?.links).toEqual([
        'http://localhost:8080/#/reset-password?token=abc123',
        'http://localhost:8080/#/reset-password?token=abc123&from=mail',
      ]);
      expect(readFileSync(mail?.file ?? '', 'utf8')).toContain('agent@vigie-demo.fr');
    } finally {
      await catcher.close();
    }
  });

  it('decodes RFC 2047 encoded words', () => {
    expect(decodeHeader('=?UTF-8?Q?=C3=89clat_Propret=C3=A9?= =?UTF-8?B?IOKAkyBmYWN0dXJl?=')).toBe(
      'Éclat Propreté – facture',
    );
  });
});

describe('local NATS', () => {
  it('starts a JetStream server with its store in the given folder, and stops it', async () => {
    const port = await freePort();
    const storeDir = path.join(scratch, 'nats');
    const nats = await startLocalNats({ storeDir, port, logFile: path.join(scratch, 'logs', 'nats.log') });
    expect(nats.url).toBe(`nats://127.0.0.1:${port}`);
    expect(await isPortOpen(port)).toBe(true);
    await nats.stop();
    expect(await isPortOpen(port)).toBe(false);
    expect(existsSync(path.join(storeDir, 'jetstream'))).toBe(true);
  });
});

describe('local PostgreSQL', () => {
  it('creates a cluster, gives each service a non-superuser role and database, stops, starts it again, and watches one found running', async () => {
    const port = await freePort();
    const dataDir = path.join(scratch, 'postgres');
    const server = await startLocalPostgres({ dataDir, port });
    let stopped = false;
    try {
      expect(server.startedHere).toBe(true);
      const urls = await provisionServiceDatabases(server.adminUrl);
      expect(urls.billing).toBe(`postgres://portal_billing@127.0.0.1:${port}/portal_billing`);
      const sql = postgres(urls.identity, { max: 1, onnotice: () => undefined });
      try {
        const [row] = await sql<{ user: string; superuser: boolean }[]>`
          select current_user as user, rolsuper as superuser from pg_roles where rolname = current_user`;
        expect(row).toEqual({ user: 'portal_identity', superuser: false });
      } finally {
        await sql.end();
      }
      await server.stop();
      stopped = true;
      expect(await isPortOpen(port)).toBe(false);

      const again = await startLocalPostgres({ dataDir, port });
      stopped = false;
      // Found running (a start before this one left it): reused, and watched all the same.
      const reused = await startLocalPostgres({ dataDir, port });
      expect(reused.startedHere).toBe(false);
      await again.stop();
      stopped = true;
      await expect(reused.ended).resolves.toMatch(/^postmaster \d+ is gone$/);
    } finally {
      if (!stopped) await server.stop().catch(() => undefined);
    }
  });
});
