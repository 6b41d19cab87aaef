import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_CALLS, type Customer, type CustomerRow, type ListResponse } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { customerPath, saveCustomer } from './test-fixtures.js';

let h: BillingHarness;
let agencyId: string;
let token: string;
let ids: Record<string, string>;
/** Each customer as its creation answered, by name. */
let saved: Record<string, Customer>;

/** Five customers of one agency, and one of another agency that no list may show. */
beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  const other = await h.provisionAgency();
  await saveCustomer(h, other.agencyId, { name: 'Hôtel Ailleurs', address: { city: 'Montpellier' } });
  const created = [
    await saveCustomer(h, agencyId, {
      name: 'Hôtel Belvédère',
      email: 'contact@belvedere.fr',
      address: { city: 'Montpellier' },
    }),
    await saveCustomer(h, agencyId, { name: 'Élise Martin', type: 200, address: { city: 'Sète' } }),
    await saveCustomer(h, agencyId, {
      name: 'Association Cœur',
      type: 300,
      prospect: true,
      address: { city: 'Nîmes' },
    }),
    await saveCustomer(h, agencyId, { name: 'Mairie de Lattes', type: 400, address: { city: 'Lattes' } }),
    await saveCustomer(h, agencyId, { name: 'Banque Populaire', prospect: true, address: { city: 'Montpellier' } }),
  ];
  saved = Object.fromEntries(created.map((customer) => [customer.name, customer]));
  ids = Object.fromEntries(created.map((customer) => [customer.name, customer.id]));
  token = await h.tokenFor(agencyId, { role: 'staff', rights: ['customers.list', 'customers.edit'] });
  const archived = await h.request('PATCH', `${customerPath(agencyId)}/${ids['Mairie de Lattes']}/archive`, { token });
  expect(archived.status).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

async function list(body: object): Promise<ListResponse<CustomerRow>> {
  const answer = await h.request('POST', `/agency/${agencyId}/fetch/customers`, { token, json: body });
  expect([answer.status, answer.error]).toEqual([200, null]);
  return CUSTOMER_CALLS.list.response.parse(answer.body);
}
const names = (page: ListResponse<CustomerRow>) => page.data.map((row) => row.name);

describe('POST /agency/:agencyId/fetch/customers', () => {
  it("lists the agency's customers only, sorted by name ignoring accents, with the list columns", async () => {
    const page = await list({});
    expect(page.filteredCount).toBe(5);
    expect(names(page)).toEqual([
      'Association Cœur',
      'Banque Populaire',
      'Élise Martin',
      'Hôtel Belvédère',
      'Mairie de Lattes',
    ]);
    expect(page.data.find((row) => row.name === 'Hôtel Belvédère')).toEqual({
      id: ids['Hôtel Belvédère'],
      customerNumber: '411-00001',
      name: 'Hôtel Belvédère',
      type: 100,
      prospect: false,
      email: 'contact@belvedere.fr',
      phone: '',
      city: 'Montpellier',
      status: 100,
      createdAt: saved['Hôtel Belvédère']?.createdAt,
    });
  });

  it('searches name, number, e-mail and city ignoring case and accents', async () => {
    expect(names(await list({ query: 'BELVEDERE' }))).toEqual(['Hôtel Belvédère']);
    expect(names(await list({ query: 'elise' }))).toEqual(['Élise Martin']);
    expect(names(await list({ query: 'coeur' }))).toEqual(['Association Cœur']);
    expect(names(await list({ query: '411-00002' }))).toEqual(['Élise Martin']);
    expect(names(await list({ query: 'contact@belv' }))).toEqual(['Hôtel Belvédère']);
    expect(names(await list({ query: 'sete' }))).toEqual(['Élise Martin']);
    expect(names(await list({ query: 'montpellier' }))).toEqual(['Banque Populaire', 'Hôtel Belvédère']);
    expect((await list({ query: '100%' })).filteredCount).toBe(0);
  });

  it('filters by type, status and prospect (one value, several, or as the header filters send them)', async () => {
    expect(names(await list({ filters: { type: 200 } }))).toEqual(['Élise Martin']);
    expect(names(await list({ filters: { type: ['300', '400'] } }))).toEqual(['Association Cœur', 'Mairie de Lattes']);
    expect(names(await list({ filters: { status: [300] } }))).toEqual(['Mairie de Lattes']);
    expect(names(await list({ filters: { status: [100, 200] } }))).toHaveLength(4);
    expect(names(await list({ filters: { prospect: [true] } }))).toEqual(['Association Cœur', 'Banque Populaire']);
    expect(names(await list({ filters: { prospect: 'false', status: null } }))).toEqual([
      'Élise Martin',
      'Hôtel Belvédère',
      'Mairie de Lattes',
    ]);
    expect(names(await list({ filters: { prospect: [true], query: undefined, type: [] } }))).toHaveLength(2);
  });

  it('sorts by each column of the whitelist, both ways, and pages', async () => {
    expect((await list({ orderBy: 'customerNumber', ascending: false })).data.map((row) => row.customerNumber)).toEqual(
      ['411-00005', '411-00004', '411-00003', '411-00002', '411-00001'],
    );
    // Ties keep the order of creation (ids are time-ordered).
    expect(names(await list({ orderBy: 'type' }))[0]).toBe('Hôtel Belvédère');
    expect(names(await list({ orderBy: 'city' }))).toEqual([
      'Mairie de Lattes',
      'Hôtel Belvédère',
      'Banque Populaire',
      'Association Cœur',
      'Élise Martin',
    ]);
    expect(names(await list({ orderBy: 'status', ascending: false }))[0]).toBe('Mairie de Lattes');
    expect(names(await list({ orderBy: 'createdAt', ascending: false }))[0]).toBe('Banque Populaire');
    const second = await list({ orderBy: 'name', limit: 5, page: 2 });
    expect([second.filteredCount, second.data]).toEqual([5, []]);
    const first = await list({ orderBy: 'email', ascending: false, limit: 5, page: 1 });
    expect(first.data[0]?.name).toBe('Hôtel Belvédère');
  });
});
