import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_RIGHTS } from '@portal/contracts';
import { call } from '@portal/service-kit/testing/call';
import { publishRaw } from '@portal/service-kit/testing/jetstream-api';
import { rightsMap } from '../invitations/memberships.js';
import { startInvitationsHarness, type InvitationsHarness } from '../invitations/testing/harness.js';
import { customerPayload, portalContact } from '../invitations/testing/payloads.js';
import { invitationsOf, invitationTo, membershipsOf, userByEmail } from '../invitations/testing/reads.js';
import { createAgencyWithOwner, createMember } from '../testing/fixtures.js';
import { mailsTo } from '../testing/mail-reading.js';
import { claimsOf, logIn, testIp } from '../testing/session-requests.js';

let h: InvitationsHarness;
beforeAll(async () => {
  h = await startInvitationsHarness();
});
afterAll(async () => h?.close());

const PASSWORD = 'Bienvenue-2026';

const loginInto = (email: string, agencyId?: string) =>
  call(h.app, 'POST', '/login_check', {
    json: { username: email, password: PASSWORD, ...(agencyId && { agencyId }) },
    peer: testIp(),
  });

/** A customer announced with one portal contact who accepted his invitation. */
async function customerWithActiveContact(agencyId: string) {
  const contact = portalContact();
  const customer = customerPayload(agencyId, { portalContacts: [contact] });
  await h.billing.announce('billing.customer.created', customer, agencyId);
  const { token } = await invitationTo(h.mails, contact.email);
  expect((await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: PASSWORD } })).status).toBe(
    200,
  );
  return { customer, contact };
}

describe('billing.customer.created', () => {
  it('makes each portal contact a customer user and invites him in French, naming the customer', async () => {
    const { agencyId, agencyName } = await createAgencyWithOwner(h.sql);
    const contact = portalContact({ firstName: 'Chloé', invoiceRecipient: true });
    const customer = customerPayload(agencyId, { name: 'Résidence Les Pins', portalContacts: [contact] });
    await h.billing.announce('billing.customer.created', customer, agencyId);

    const { mail, token } = await invitationTo(h.mails, contact.email);
    expect(mail.subject).toBe(`Invitation à rejoindre ${agencyName} sur le portail`);
    expect(mail.text).toContain('Bonjour Chloé,');
    expect(mail.text).toContain(
      `${agencyName} vous invite à rejoindre le portail pour suivre les prestations réalisées pour Résidence Les Pins.`,
    );
    expect(mail.text).toContain(`Votre identifiant de connexion est votre adresse e-mail : ${contact.email}`);
    expect(await userByEmail(h.sql, contact.email)).toMatchObject({ id: contact.contactId, firstName: 'Chloé' });
    expect(await membershipsOf(h.sql, agencyId, contact.contactId)).toEqual([
      expect.objectContaining({
        kind: 'customer',
        customerId: customer.customerId,
        customerName: 'Résidence Les Pins',
        plannable: false,
        hasAgentInfo: false,
        rights: rightsMap(DEFAULT_CUSTOMER_RIGHTS),
        invoiceRecipient: true,
        contactId: contact.contactId,
        status: 100,
      }),
    ]);

    expect((await call(h.app, 'PUT', `/user/forgot-password/${token}`, { json: { password: PASSWORD } })).status).toBe(
      200,
    );
    const tokens = await logIn(h.app, { email: contact.email, password: PASSWORD }, { ip: testIp() });
    expect(claimsOf(tokens.token)).toMatchObject({
      sub: contact.contactId,
      role: 'customer',
      agency: agencyId,
      customer: customer.customerId,
      rights: expect.arrayContaining(['invoices.list', 'customerRequests.create']),
    });
  });

  it('gives a redelivered event no second membership or e-mail', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const contact = portalContact();
    const event = await h.billing.announce(
      'billing.customer.created',
      customerPayload(agencyId, { portalContacts: [contact] }),
      agencyId,
    );
    await invitationTo(h.mails, contact.email);
    await publishRaw(h.nc, event.subject, event);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, contact.contactId)).toHaveLength(1);
    expect(await invitationsOf(h.sql, contact.contactId)).toHaveLength(1);
    expect(mailsTo(h.mails, contact.email)).toHaveLength(1);
  });

  it('reuses the account of a contact who already logs in elsewhere, without invitation', async () => {
    const other = await createAgencyWithOwner(h.sql);
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const member = await createMember(h.sql, other.agencyId);
    const customer = customerPayload(agencyId, { portalContacts: [portalContact({ email: member.email })] });
    await h.billing.announce('billing.customer.created', customer, agencyId);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, member.userId)).toEqual([
      expect.objectContaining({ kind: 'customer', customerId: customer.customerId }),
    ]);
    expect(await invitationsOf(h.sql, member.userId)).toEqual([]);
  });
});

describe('billing.customer.updated', () => {
  it("follows the customer's name and the contacts' invoice flag", async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const { customer, contact } = await customerWithActiveContact(agencyId);
    await h.billing.announce(
      'billing.customer.updated',
      { ...customer, name: 'Résidence Les Chênes', portalContacts: [{ ...contact, invoiceRecipient: true }] },
      agencyId,
    );
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, contact.contactId)).toEqual([
      expect.objectContaining({ customerName: 'Résidence Les Chênes', invoiceRecipient: true, status: 100 }),
    ]);
  });

  it('a contact no longer listed loses his access; listed again, he gets it back without a new invitation', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const { customer, contact } = await customerWithActiveContact(agencyId);
    const newcomer = portalContact();
    await h.billing.announce('billing.customer.updated', { ...customer, portalContacts: [newcomer] }, agencyId);
    await invitationTo(h.mails, newcomer.email);
    await h.caughtUp();

    expect((await membershipsOf(h.sql, agencyId, contact.contactId))[0]?.status).toBe(300);
    expect((await loginInto(contact.email, agencyId)).status).toBe(404);
    expect((await loginInto(contact.email)).status).toBe(403);

    await h.billing.announce(
      'billing.customer.updated',
      { ...customer, portalContacts: [newcomer, contact] },
      agencyId,
    );
    await h.caughtUp();
    expect((await membershipsOf(h.sql, agencyId, contact.contactId))[0]?.status).toBe(100);
    expect((await loginInto(contact.email, agencyId)).status).toBe(200);
    expect(await invitationsOf(h.sql, contact.contactId)).toHaveLength(1);
  });

  it("leaves the agency's staff and another customer's users as they are", async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const staff = await createMember(h.sql, agencyId);
    const otherCustomerUser = await createMember(h.sql, agencyId, { kind: 'customer' });
    const customer = customerPayload(agencyId, {
      portalContacts: [portalContact({ email: staff.email }), portalContact({ email: otherCustomerUser.email })],
    });
    await h.billing.announce('billing.customer.created', customer, agencyId);
    await h.billing.announce('billing.customer.updated', { ...customer, portalContacts: [] }, agencyId);
    await h.caughtUp();

    expect(await membershipsOf(h.sql, agencyId, staff.userId)).toEqual([
      expect.objectContaining({ kind: 'staff', status: 100, contactId: null }),
    ]);
    expect(await membershipsOf(h.sql, agencyId, otherCustomerUser.userId)).toEqual([
      expect.objectContaining({ customerId: otherCustomerUser.customerId, status: 100, contactId: null }),
    ]);
  });
});

describe('billing.customer.archived', () => {
  it('withdraws the access of every user of the customer, and only of that customer', async () => {
    const { agencyId } = await createAgencyWithOwner(h.sql);
    const { customer, contact } = await customerWithActiveContact(agencyId);
    const other = await customerWithActiveContact(agencyId);
    await h.billing.announce('billing.customer.archived', { ...customer, status: 300 }, agencyId);
    await h.caughtUp();

    expect((await membershipsOf(h.sql, agencyId, contact.contactId))[0]?.status).toBe(300);
    expect((await loginInto(contact.email, agencyId)).status).toBe(404);
    expect((await loginInto(other.contact.email, agencyId)).status).toBe(200);
  });
});
