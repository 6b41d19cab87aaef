import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerChoice, CustomerChoiceRequestInput, ListResponse } from '@portal/contracts';
import { addCustomer } from '../sites/testing/fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';

let h: OperationsHarness;
let agencyId: string;
let token: string;
beforeAll(async () => {
  h = await startOperationsHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId, { role: 'staff', rights: ['sites.list'] });
  await addCustomer(h, agencyId, { name: 'Résidence Les Oliviers', customerNumber: '411-0001' });
  await addCustomer(h, agencyId, { name: 'Écoles de Lattes', customerNumber: '411-0002', prospect: true });
  await addCustomer(h, agencyId, { name: 'Centre Odysseum', customerNumber: '411-0003' });
  await addCustomer(h, agencyId, { name: 'Inactif', customerNumber: '411-0004', status: 200 });
  await addCustomer(h, agencyId, { name: 'Archivé', customerNumber: '411-0005', status: 300 });
  const other = (await h.provisionAgency()).agencyId;
  await addCustomer(h, other, { name: 'Client d’une autre agence' });
});
afterAll(async () => {
  await h?.close();
});

async function choices(body: CustomerChoiceRequestInput): Promise<ListResponse<CustomerChoice>> {
  const answer = await h.request('POST', `/agency/${agencyId}/fetch/customers`, { token, json: body });
  expect(answer.status).toBe(200);
  return answer.body as ListResponse<CustomerChoice>;
}
const names = (page: ListResponse<CustomerChoice>) => page.data.map((row) => row.name);

describe('POST /agency/{id}/fetch/customers (customer picker)', () => {
  it("offers the agency's active customers by name, prospects included", async () => {
    const page = await choices({});
    expect(names(page)).toEqual(['Centre Odysseum', 'Écoles de Lattes', 'Résidence Les Oliviers']);
    expect(page.data[1]).toMatchObject({ customerNumber: '411-0002', prospect: true });
    expect(page.filteredCount).toBe(3);
  });

  it('searches name and number ignoring case and accents, pages, and answers chosen ids', async () => {
    expect(names(await choices({ query: 'ecoles' }))).toEqual(['Écoles de Lattes']);
    expect(names(await choices({ query: '411-0003' }))).toEqual(['Centre Odysseum']);
    const second = await choices({ limit: 5, page: 1, ascending: false });
    expect(names(second)[0]).toBe('Résidence Les Oliviers');
    const [first] = (await choices({})).data;
    expect(names(await choices({ filters: { ids: [first?.id ?? ''] } }))).toEqual(['Centre Odysseum']);
  });
});
