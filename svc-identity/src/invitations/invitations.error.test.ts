import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollaboratorPayload } from '@portal/contracts';
import { createEvent, transaction } from '@portal/service-kit';
import { call } from '@portal/service-kit/testing/call';
import { eventually } from '@portal/service-kit/testing/eventually';
import { collaboratorEventHandlers } from '../collaborators/events.js';
import { createSmtpMailer } from '../mail/mailer.js';
import { createAgencyWithOwner } from '../testing/fixtures.js';
import { startIdentityHarness, type IdentityHarness } from '../testing/harness.js';
import { mailsTo, readMail, waitForMail } from '../testing/mail-reading.js';
import { startInvitationDispatcher, type InvitationDispatcherOptions } from './dispatcher.js';
import { startFlakySmtp } from './testing/flaky-smtp.js';
import { collaboratorPayload } from './testing/payloads.js';
import { INVITATION_LINK } from './testing/reads.js';

/**
 * The invitation dispatcher on its own: the collaborator handlers record invitations (called in a
 * transaction of the test, as the consumer would), and each test starts the dispatcher it needs.
 */
let h: IdentityHarness;
let agencyId: string;
beforeAll(async () => {
  h = await startIdentityHarness();
  ({ agencyId } = await createAgencyWithOwner(h.sql));
});
afterAll(async () => h?.close());

async function handle(
  subject: 'operations.collaborator.created' | 'operations.collaborator.archived',
  payload: CollaboratorPayload,
) {
  const handlers = collaboratorEventHandlers(h.deps.logger);
  const event = createEvent(subject, payload, { agencyId: payload.agencyId, actor: null });
  await transaction(h.sql, { kind: 'tenant', agencyId: payload.agencyId }, (tx) => handlers[subject](tx, event));
}

type InvitationRow = { status: string; attempts: number; lastError: string | null; tokenHash: string | null };
async function invitationOf(userId: string): Promise<InvitationRow | undefined> {
  const [row] = await transaction(
    h.sql,
    { kind: 'platform' },
    (tx) =>
      tx<InvitationRow[]>`select status, attempts, last_error, token_hash from invitations where user_id = ${userId}`,
  );
  return row;
}

async function withDispatcher(options: Partial<InvitationDispatcherOptions>, work: () => Promise<void>) {
  const dispatcher = await startInvitationDispatcher({
    sql: h.sql,
    logger: h.deps.logger,
    mailer: h.deps.mailer,
    portalUrl: h.deps.config.portalUrl,
    idleMs: 100,
    retryBaseMs: 50,
    ...options,
  });
  try {
    await work();
  } finally {
    await dispatcher.stop();
  }
}

describe('sending invitations through a relay that has trouble', () => {
  it('sends again later a mail the relay refused, until it is accepted', async () => {
    const relay = await startFlakySmtp(2);
    const mailer = createSmtpMailer(relay.url, 'Portail <no-reply@portail.test>');
    const payload = collaboratorPayload(agencyId);
    await handle('operations.collaborator.created', payload);

    await withDispatcher({ mailer }, async () => {
      await eventually(() => expect(relay.mails).toHaveLength(1), 10_000);
      // The relay holds the mail before the dispatcher marks the invitation sent.
      await eventually(async () => expect((await invitationOf(payload.collaboratorId))?.status).toBe('sent'), 10_000);
    });
    mailer.close();
    await relay.close();

    expect(relay.refusedCount()).toBe(2);
    expect(await invitationOf(payload.collaboratorId)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // The mail that went through carries a working link.
    const token = INVITATION_LINK.exec(readMail(relay.mails[0]!).text)?.[1];
    const chosen = await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Bienvenue-2026' } });
    expect(chosen.status).toBe(200);
  });

  it('gives an invitation up after its last attempt, and says why', async () => {
    const relay = await startFlakySmtp(1000);
    const mailer = createSmtpMailer(relay.url, 'Portail <no-reply@portail.test>');
    const payload = collaboratorPayload(agencyId);
    await handle('operations.collaborator.created', payload);

    await withDispatcher({ mailer, maxAttempts: 2 }, async () => {
      await eventually(async () => expect((await invitationOf(payload.collaboratorId))?.status).toBe('failed'), 10_000);
    });
    mailer.close();
    await relay.close();

    expect(relay.mails).toHaveLength(0);
    const invitation = await invitationOf(payload.collaboratorId);
    expect(invitation?.attempts).toBe(2);
    expect(invitation?.lastError).toContain('Relais momentanément indisponible');
  });
});

describe('invitations that no longer make sense when they are about to leave', () => {
  it('is cancelled when the collaborator was archived before it left', async () => {
    const payload = collaboratorPayload(agencyId);
    await handle('operations.collaborator.created', payload);
    await handle('operations.collaborator.archived', { ...payload, status: 300 });

    await withDispatcher({}, async () => {
      await eventually(async () => expect((await invitationOf(payload.collaboratorId))?.status).toBe('cancelled'));
    });
    expect(await invitationOf(payload.collaboratorId)).toMatchObject({
      lastError: 'membership disabled',
      tokenHash: null,
    });
    expect(mailsTo(h.mails, payload.email)).toHaveLength(0);
  });

  it('is cancelled when the person chose a password meanwhile (forgotten-password link)', async () => {
    const payload = collaboratorPayload(agencyId);
    await handle('operations.collaborator.created', payload);
    expect((await call(h.app, 'POST', '/user/forgot-password', { json: { email: payload.email } })).status).toBe(200);
    const token = INVITATION_LINK.exec((await waitForMail(h.mails, payload.email)).text)?.[1];
    expect(
      (await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: 'Choisi-2026' } })).status,
    ).toBe(200);

    await withDispatcher({}, async () => {
      await eventually(async () => expect((await invitationOf(payload.collaboratorId))?.status).toBe('cancelled'));
    });
    expect((await invitationOf(payload.collaboratorId))?.lastError).toBe('password already chosen');
    expect(mailsTo(h.mails, payload.email)).toHaveLength(1); // the reset e-mail only
  });
});

describe('several dispatchers', () => {
  it('share the invitations: each is mailed once', async () => {
    const payloads = Array.from({ length: 6 }, () => collaboratorPayload(agencyId));
    for (const payload of payloads) await handle('operations.collaborator.created', payload);

    await withDispatcher({ batchSize: 2 }, () =>
      withDispatcher({ batchSize: 2 }, async () => {
        for (const payload of payloads) await waitForMail(h.mails, payload.email);
      }),
    );
    for (const payload of payloads) {
      expect(mailsTo(h.mails, payload.email)).toHaveLength(1);
      expect((await invitationOf(payload.collaboratorId))?.status).toBe('sent');
    }
  });
});
