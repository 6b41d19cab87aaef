import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerSchema, uuidv7, type Customer, type Right } from '@portal/contracts';
import { transaction } from '@portal/service-kit';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { bodyOf, contactInput, countRows, customerPath, saveCustomer } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let customer: Customer;
let neighbour: Customer;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  customer = await saveCustomer(h, agencyId, { name: 'Résidence Les Oliviers', contacts: [contactInput()] });
  neighbour = await saveCustomer(h, agencyId, { name: 'Voisin', contacts: [contactInput()] });
});
afterAll(async () => {
  await h?.close();
});

const staff = (rights: Right[]) => h.tokenFor(agencyId, { role: 'staff', rights });

describe('the right of each customer call', () => {
  it('creating needs customers.create; updating through the same call needs customers.edit', async () => {
    const creator = await staff(['customers.create']);
    const editor = await staff(['customers.list', 'customers.edit']);
    const create = { name: 'Nouveau client' };
    const update = { ...bodyOf(customer), phone: '04 67 00 00 00' };

    const refusedCreate = await h.request('POST', customerPath(agencyId), { token: editor, json: create });
    expect([refusedCreate.status, refusedCreate.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Clients : création".',
    ]);
    const refusedUpdate = await h.request('POST', customerPath(agencyId), { token: creator, json: update });
    expect([refusedUpdate.status, refusedUpdate.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Clients : modification".',
    ]);
    expect((await h.request('POST', customerPath(agencyId), { token: creator, json: create })).status).toBe(201);
    expect((await h.request('POST', customerPath(agencyId), { token: editor, json: update })).status).toBe(200);
  });

  it('removing a customer needs customers.delete; archiving or removing a contact customers.edit', async () => {
    const editor = await staff(['customers.list', 'customers.edit']);
    const before = await countRows(h, ['customers', 'customer_contacts', 'outbox']);
    const remove = await h.request('DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}`, { token: editor });
    expect([remove.status, remove.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Clients : suppression".',
    ]);
    const reader = await staff(['customers.list']);
    for (const [method, path] of [
      ['PATCH', `${customerPath(agencyId)}/${customer.id}/archive`],
      ['DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}/contact/${customer.contacts[0]?.id}`],
    ] as const) {
      const answer = await h.request(method, path, { token: reader });
      expect([path, answer.status, answer.error?.message]).toEqual([
        path,
        403,
        'Vous ne bénéficiez pas de l\'autorisation "Clients : modification".',
      ]);
    }
    expect(await countRows(h, ['customers', 'customer_contacts', 'outbox'])).toEqual(before);
  });
});

describe('a customer user', () => {
  const customerToken = (customerId: string, rights: Right[]) =>
    h.tokenFor(agencyId, { role: 'customer', customer: customerId, rights });

  it('reads his own company when he holds customers.list', async () => {
    const token = await customerToken(customer.id, ['customers.list']);
    const answer = await h.request('GET', `${customerPath(agencyId)}/${customer.id}`, { token });
    expect(answer.status).toBe(200);
    expect(CustomerSchema.parse(answer.body).id).toBe(customer.id);
  });

  it('without customers.list gets the permission text', async () => {
    const token = await customerToken(customer.id, []);
    const answer = await h.request('GET', `${customerPath(agencyId)}/${customer.id}`, { token });
    expect([answer.status, answer.error?.message]).toEqual([
      403,
      'Vous ne bénéficiez pas de l\'autorisation "Clients : consultation".',
    ]);
  });

  it('never reaches another customer, the list or the writes, whatever rights he holds → 404', async () => {
    const token = await customerToken(customer.id, [
      'customers.list',
      'customers.create',
      'customers.edit',
      'customers.delete',
    ]);
    for (const [method, path, json] of [
      ['GET', `${customerPath(agencyId)}/${neighbour.id}`, undefined],
      ['POST', `/agency/${agencyId}/fetch/customers`, {}],
      ['POST', customerPath(agencyId), { ...bodyOf(customer), name: 'Renommé par le client' }],
      ['PATCH', `${customerPath(agencyId)}/${customer.id}/archive`, undefined],
      ['DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}/contact/${customer.contacts[0]?.id}`, undefined],
      ['DELETE', `/agency/${agencyId}/agencyCustomer/${customer.id}`, undefined],
    ] as const) {
      const answer = await h.request(method, path, { token, json });
      expect([method, path, answer.status, answer.error?.code]).toEqual([method, path, 404, 'NOT_FOUND']);
    }
  });
});

describe('row-level security on customers (the second wall)', () => {
  it("a customer user's transaction sees only his own company and its contacts", async () => {
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId, customerId: customer.id }, async (tx) => ({
      customers: await tx<{ id: string }[]>`select id from customers`,
      contacts: await tx<{ customerId: string }[]>`select customer_id from customer_contacts`,
    }));
    expect(seen.customers.map((row) => row.id)).toEqual([customer.id]);
    expect(seen.contacts.map((row) => row.customerId)).toEqual([customer.id]);
  });

  it("an agency's transaction sees none of another agency's customers, and cannot write them", async () => {
    const other = await h.provisionAgency();
    const foreign = await saveCustomer(h, other.agencyId, { name: 'Ailleurs', contacts: [contactInput()] });
    const seen = await transaction(h.sql, { kind: 'tenant', agencyId }, async (tx) => ({
      customer: await tx`select id from customers where id = ${foreign.id}`,
      contacts: await tx`select id from customer_contacts where customer_id = ${foreign.id}`,
      updated: await tx`update customers set name = 'x' where id = ${foreign.id} returning id`,
      counter: await tx`select agency_id from customer_number_counters where agency_id = ${other.agencyId}`,
    }));
    expect(seen).toEqual({ customer: [], contacts: [], updated: [], counter: [] });
    await expect(
      transaction(
        h.sql,
        { kind: 'tenant', agencyId },
        (tx) => tx`insert into customer_contacts (id, agency_id, customer_id, rank, first_name, last_name, email)
                   values (${uuidv7()}, ${other.agencyId}, ${foreign.id}, 9, 'Intrus', 'Intrus', 'intrus@x.test')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
