import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerPayloadSchema, CustomerSchema, uuidv7 } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { bodyOf, contactInput, customerPath, outboxEvents, saveCustomer } from './test-fixtures.js';

let h: BillingHarness;
beforeAll(async () => {
  h = await startBillingHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('POST /agency/:agencyId/customer (creation)', () => {
  it('creates a company with its address, contacts and a generated number, and announces it', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, {
      type: 100,
      name: 'Résidence Les Oliviers',
      email: ' Syndic@Residence-Oliviers.fr ',
      phone: '04 67 40 11 22',
      siret: '123 456 789 00012',
      vat: 'fr 12 123456789',
      address: { street: '3 allée des Oliviers', zipcode: '34080', city: 'Montpellier' },
      contacts: [
        contactInput({ email: 'helene@oliviers.fr', portalAccess: true, invoiceRecipient: true }),
        contactInput({ firstName: 'Marc', lastName: 'Vidal', email: 'marc@oliviers.fr', planningRecipient: true }),
      ],
    });
    expect(customer).toMatchObject({
      type: 100,
      prospect: false,
      name: 'Résidence Les Oliviers',
      email: 'syndic@residence-oliviers.fr',
      siret: '12345678900012',
      vat: 'FR12123456789',
      status: 100,
      address: { street: '3 allée des Oliviers', complement: '', zipcode: '34080', city: 'Montpellier', country: 'FR' },
      customerInfos: {
        generateCustomerNumberId: true,
        customerNumber: '411-00001',
        settlementPeriod: 'days',
        settlementPeriodDays: 30,
      },
    });
    expect(
      customer.contacts.map((contact) => [contact.email, contact.portalAccess, contact.planningRecipient]),
    ).toEqual([
      ['helene@oliviers.fr', true, false],
      ['marc@oliviers.fr', false, true],
    ]);

    const read = await h.request('GET', `${customerPath(agencyId)}/${customer.id}`, {
      token: await h.tokenFor(agencyId, { role: 'staff', rights: ['customers.list'] }),
    });
    expect(CustomerSchema.parse(read.body)).toEqual(customer);

    const [event] = await outboxEvents(h.sql, { subject: 'billing.customer.created', agencyId });
    expect(event?.agencyId).toBe(agencyId);
    expect(CustomerPayloadSchema.parse(event?.payload)).toEqual({
      agencyId,
      customerId: customer.id,
      name: 'Résidence Les Oliviers',
      customerNumber: '411-00001',
      type: 100,
      prospect: false,
      status: 100,
      portalContacts: [
        {
          contactId: customer.contacts[0]?.id,
          email: 'helene@oliviers.fr',
          firstName: 'Hélène',
          lastName: 'Durand',
          invoiceRecipient: true,
        },
      ],
    });
  });

  it('creates a private customer and a prospect; generated numbers follow each other per agency', async () => {
    const { agencyId } = await h.provisionAgency();
    const other = await h.provisionAgency();
    const particulier = await saveCustomer(h, agencyId, { type: 200, name: 'Jeanne Petit' });
    const prospect = await saveCustomer(h, agencyId, { type: 300, name: 'Association Sportive', prospect: true });
    const publicBody = await saveCustomer(h, agencyId, { type: 400, name: 'Mairie de Lattes' });
    const elsewhere = await saveCustomer(h, other.agencyId, { name: 'Client ailleurs' });
    expect(
      [particulier, prospect, publicBody].map((c) => [c.type, c.prospect, c.customerInfos.customerNumber]),
    ).toEqual([
      [200, false, '411-00001'],
      [300, true, '411-00002'],
      [400, false, '411-00003'],
    ]);
    expect(elsewhere.customerInfos.customerNumber).toBe('411-00001');
    const [event] = await outboxEvents(h.sql, { subject: 'billing.customer.created', agencyId });
    expect(event?.payload).toMatchObject({ customerId: particulier.id, type: 200, portalContacts: [] });
  });

  it("uses the agency's prefix and payment term, skips a number taken by hand, and keeps a manual number", async () => {
    const { agencyId } = await h.provisionAgency();
    const put = await h.request('PUT', `/agency/${agencyId}/settings`, {
      token: await h.tokenFor(agencyId),
      json: { customerNumberPrefix: 'C-', paymentTermDays: 45 },
    });
    expect(put.status).toBe(200);
    const manual = await saveCustomer(h, agencyId, {
      name: 'Numéro manuel',
      customerInfos: { generateCustomerNumberId: false, customerNumber: 'C-00001', settlementPeriod: 'upon_receipt' },
    });
    expect(manual.customerInfos).toEqual({
      generateCustomerNumberId: false,
      customerNumber: 'C-00001',
      settlementPeriod: 'upon_receipt',
      settlementPeriodDays: 45,
    });
    const generated = await saveCustomer(h, agencyId, {
      name: 'Numéro généré',
      customerInfos: { settlementPeriod: 'days_end_of_month', settlementPeriodDays: 60 },
    });
    expect(generated.customerInfos).toEqual({
      generateCustomerNumberId: true,
      customerNumber: 'C-00002',
      settlementPeriod: 'days_end_of_month',
      settlementPeriodDays: 60,
    });
  });

  it('draws distinct numbers for saves made at the same time', async () => {
    const { agencyId } = await h.provisionAgency();
    const token = await h.tokenFor(agencyId);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        h.request('POST', customerPath(agencyId), { token, json: { name: `Client simultané ${i}` } }),
      ),
    );
    const numbers = answers.map((answer) => CustomerSchema.parse(answer.body).customerInfos.customerNumber).sort();
    expect(numbers).toEqual(['411-00001', '411-00002', '411-00003', '411-00004', '411-00005', '411-00006']);
  });
});

describe('POST /agency/:agencyId/customer (edition)', () => {
  it('replaces the fields and the contacts list: updated, added and removed, and announces it', async () => {
    const { agencyId } = await h.provisionAgency();
    const kept = contactInput({ email: 'kept@client.test', portalAccess: true });
    const removed = contactInput({ email: 'removed@client.test', portalAccess: true });
    const customer = await saveCustomer(h, agencyId, { name: 'Clinique du Parc', contacts: [kept, removed] });
    const [keptContact] = customer.contacts;
    if (!keptContact) throw new Error('no contact');

    const edited = await saveCustomer(
      h,
      agencyId,
      {
        ...bodyOf(customer),
        name: 'Clinique du Parc – Lyon',
        prospect: true,
        address: { ...customer.address, city: 'Lyon' },
        contacts: [
          { ...keptContact, position: 'Directrice', estimateRecipient: true },
          contactInput({ email: 'added@client.test', sendCustomerServiceEventReport: true }),
        ],
      },
      { role: 'staff', rights: ['customers.list', 'customers.edit'] },
    );
    expect(edited).toMatchObject({ id: customer.id, name: 'Clinique du Parc – Lyon', prospect: true });
    expect(edited.address.city).toBe('Lyon');
    expect(edited.customerInfos.customerNumber).toBe(customer.customerInfos.customerNumber);
    expect(
      edited.contacts.map((c) => [c.email, c.position, c.estimateRecipient, c.sendCustomerServiceEventReport]),
    ).toEqual([
      ['kept@client.test', 'Directrice', true, false],
      ['added@client.test', 'Gestionnaire', false, true],
    ]);
    expect(edited.contacts[0]?.id).toBe(keptContact.id);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(customer.updatedAt));

    const [event] = await outboxEvents(h.sql, { subject: 'billing.customer.updated', agencyId });
    expect(event?.payload).toMatchObject({
      customerId: customer.id,
      name: 'Clinique du Parc – Lyon',
      prospect: true,
      portalContacts: [{ contactId: keptContact.id, email: 'kept@client.test' }],
    });
  });

  it('keeps a generated number, draws one when a manual number becomes generated, and changes a manual one', async () => {
    const { agencyId } = await h.provisionAgency();
    const manual = await saveCustomer(h, agencyId, {
      name: 'Manuel',
      customerInfos: { generateCustomerNumberId: false, customerNumber: '411-MANUEL' },
    });
    const renumbered = await saveCustomer(h, agencyId, {
      ...bodyOf(manual),
      customerInfos: { ...manual.customerInfos, customerNumber: '411-AUTRE' },
    });
    expect(renumbered.customerInfos.customerNumber).toBe('411-AUTRE');
    const generated = await saveCustomer(h, agencyId, {
      ...bodyOf(renumbered),
      customerInfos: { ...renumbered.customerInfos, generateCustomerNumberId: true },
    });
    expect(generated.customerInfos).toMatchObject({ generateCustomerNumberId: true, customerNumber: '411-00001' });
  });

  it('swaps the e-mails of two contacts in one save', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, {
      name: 'Échange',
      contacts: [contactInput({ email: 'a@client.test' }), contactInput({ email: 'b@client.test' })],
    });
    const [first, second] = customer.contacts;
    if (!first || !second) throw new Error('no contacts');
    const swapped = await saveCustomer(h, agencyId, {
      ...bodyOf(customer),
      contacts: [
        { ...first, email: 'b@client.test' },
        { ...second, email: 'a@client.test' },
      ],
    });
    expect(swapped.contacts.map((contact) => [contact.id, contact.email])).toEqual([
      [first.id, 'b@client.test'],
      [second.id, 'a@client.test'],
    ]);
  });
});

describe('PATCH /agency/:agencyId/customer/:customerId/:action', () => {
  it('archives (billing.customer.archived), reactivates and deactivates (billing.customer.updated)', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, { name: 'À archiver' });
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['customers.list', 'customers.edit'] });
    const statusAfter = async (action: string) => {
      const answer = await h.request('PATCH', `${customerPath(agencyId)}/${customer.id}/${action}`, { token });
      expect(answer.status).toBe(200);
      return CustomerSchema.parse(answer.body).status;
    };
    expect(await statusAfter('archive')).toBe(300);
    expect(await statusAfter('reactivate')).toBe(100);
    expect(await statusAfter('deactivate')).toBe(200);
    expect(await statusAfter('archive')).toBe(300);

    const events = await outboxEvents(h.sql, { agencyId });
    expect(events.map((event) => [event.subject, (event.payload as { status: number }).status])).toEqual([
      ['billing.customer.created', 100],
      ['billing.customer.archived', 300],
      ['billing.customer.updated', 100],
      ['billing.customer.updated', 200],
      ['billing.customer.archived', 300],
    ]);
  });
});

describe('DELETE /agency/:agencyId/agencyCustomer/...', () => {
  it('removes one contact: he leaves the portal contacts of the updated event', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, {
      name: 'Contacts',
      contacts: [contactInput({ portalAccess: true }), contactInput({ portalAccess: true })],
    });
    const [gone, stays] = customer.contacts;
    const token = await h.tokenFor(agencyId, { role: 'staff', rights: ['customers.list', 'customers.edit'] });
    const answer = await h.request('DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}/contact/${gone?.id}`, {
      token,
    });
    expect([answer.status, answer.body]).toEqual([204, null]);
    const read = CustomerSchema.parse(
      (await h.request('GET', `${customerPath(agencyId)}/${customer.id}`, { token })).body,
    );
    expect(read.contacts.map((contact) => contact.id)).toEqual([stays?.id]);
    const [event] = await outboxEvents(h.sql, { subject: 'billing.customer.updated', agencyId });
    expect((event?.payload as { portalContacts: { contactId: string }[] }).portalContacts).toEqual([
      expect.objectContaining({ contactId: stays?.id }),
    ]);
  });

  it('removes the customer and its contacts, announced as archived without portal contacts', async () => {
    const { agencyId } = await h.provisionAgency();
    const customer = await saveCustomer(h, agencyId, {
      name: 'À supprimer',
      contacts: [contactInput({ portalAccess: true })],
    });
    const token = await h.tokenFor(agencyId, {
      role: 'staff',
      rights: ['customers.list', 'customers.edit', 'customers.delete'],
    });
    const answer = await h.request('DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}`, { token });
    expect(answer.status).toBe(204);
    const read = await h.request('GET', `${customerPath(agencyId)}/${customer.id}`, { token });
    expect([read.status, read.error?.message]).toEqual([404, 'Client introuvable']);
    const rows = await h.asPlatform((tx) => tx`select id from customer_contacts where customer_id = ${customer.id}`);
    expect(rows).toHaveLength(0);
    const [event] = await outboxEvents(h.sql, { subject: 'billing.customer.archived', agencyId });
    expect(event?.payload).toMatchObject({ customerId: customer.id, status: 300, portalContacts: [] });
  });
});

describe('support acting as the agency', () => {
  it('writes an audit line with each customer write, in billing', async () => {
    const { agencyId } = await h.provisionAgency();
    const token = await h.tokenFor(agencyId, {
      role: 'support',
      act: { sub: uuidv7(), email: 'support@plateforme.test' },
    });
    const answer = await h.request('POST', customerPath(agencyId), { token, json: { name: 'Par le support' } });
    expect(answer.status).toBe(201);
    const lines = await h.asPlatform(
      (tx) => tx<{ action: string }[]>`select action from audit_log where agency_id = ${agencyId}`,
    );
    expect(lines.map((line) => line.action)).toEqual(['POST /agency/:agencyId/customer']);
  });
});
