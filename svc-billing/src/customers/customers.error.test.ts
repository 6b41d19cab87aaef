import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7, type Customer } from '@portal/contracts';
import { startBillingHarness, type BillingHarness } from '../testing/harness.js';
import { bodyOf, contactInput, countRows, customerPath, saveCustomer, type CountedTable } from './test-fixtures.js';

const TABLES: CountedTable[] = ['customers', 'customer_contacts', 'customer_number_counters', 'outbox', 'audit_log'];

let h: BillingHarness;
let agencyId: string;
let token: string;
let existing: Customer;
let before: Record<string, number>;

beforeAll(async () => {
  h = await startBillingHarness();
  agencyId = (await h.provisionAgency()).agencyId;
  token = await h.tokenFor(agencyId);
  existing = await saveCustomer(h, agencyId, {
    name: 'Client existant',
    customerInfos: { generateCustomerNumberId: false, customerNumber: '411-PRIS' },
    contacts: [contactInput({ email: 'deja@client.test' })],
  });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  before = await countRows(h, TABLES);
});

/** Posts the body and expects the refusal, with nothing written. */
async function refusedSave(body: unknown, status: number, code: string) {
  const answer = await h.request('POST', customerPath(agencyId), { token, json: body });
  expect([answer.status, answer.error?.code]).toEqual([status, code]);
  expect(await countRows(h, TABLES)).toEqual(before);
  return answer.error;
}
const issuesOf = (error: Awaited<ReturnType<typeof refusedSave>>) => error?.details?.['issues'];

describe('POST /agency/:agencyId/customer refused, nothing written', () => {
  it('without a name, with a malformed e-mail, SIRET or VAT number: French field errors', async () => {
    const error = await refusedSave(
      {
        name: '  ',
        email: 'pas-une-adresse',
        siret: '123',
        vat: 'FR123',
        contacts: [{ firstName: '', lastName: 'Durand', email: 'faux' }],
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(error?.message).toBe('Certains champs sont invalides');
    expect(issuesOf(error)).toEqual([
      { path: 'name', message: 'Obligatoire' },
      { path: 'email', message: 'Veuillez saisir une adresse mail valide' },
      { path: 'siret', message: 'Format invalide' },
      { path: 'contacts.0.firstName', message: 'Obligatoire' },
      { path: 'contacts.0.email', message: 'Veuillez saisir une adresse mail valide' },
      { path: 'vat', message: 'Format invalide' },
    ]);
  });

  it('a foreign VAT number is checked against its own country', async () => {
    const error = await refusedSave(
      { name: 'Client belge', vat: 'FR12123456789X', address: { country: 'BE' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([{ path: 'vat', message: 'Format invalide' }]);
  });

  it('a manual number missing, without the prefix 411-, or already used', async () => {
    const missing = await refusedSave(
      { name: 'Sans numéro', customerInfos: { generateCustomerNumberId: false, customerNumber: '' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(missing)).toEqual([{ path: 'customerInfos.customerNumber', message: 'Obligatoire' }]);

    const prefix = await refusedSave(
      { name: 'Mauvais préfixe', customerInfos: { generateCustomerNumberId: false, customerNumber: 'C-00001' } },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(prefix)).toEqual([
      { path: 'customerInfos.customerNumber', message: 'Le numéro de client doit commencer par 411-' },
    ]);

    const taken = await refusedSave(
      { name: 'Doublon', customerInfos: { generateCustomerNumberId: false, customerNumber: '411-PRIS' } },
      409,
      'CUSTOMER_NUMBER_ALREADY_USED',
    );
    expect(issuesOf(taken)).toEqual([
      { path: 'customerInfos.customerNumber', message: 'Ce numéro de client est déjà utilisé' },
    ]);
  });

  it("another customer's number on an edit", async () => {
    const other = await saveCustomer(h, agencyId, { name: 'Autre client' });
    before = await countRows(h, TABLES);
    await refusedSave(
      { ...bodyOf(other), customerInfos: { generateCustomerNumberId: false, customerNumber: '411-PRIS' } },
      409,
      'CUSTOMER_NUMBER_ALREADY_USED',
    );
  });

  it('an unknown field, a type out of the list', async () => {
    const error = await refusedSave({ name: 'Inconnu', type: 500, couleur: 'bleu' }, 400, 'VALIDATION_FAILED');
    expect(issuesOf(error)).toEqual([
      { path: 'type', message: 'Format invalide' },
      { path: 'couleur', message: 'Champ non autorisé' },
    ]);
  });

  it('two contacts with one e-mail (case ignored)', async () => {
    const error = await refusedSave(
      {
        name: 'Doublons',
        contacts: [contactInput({ email: 'meme@client.test' }), contactInput({ email: 'MEME@client.test' })],
      },
      400,
      'VALIDATION_FAILED',
    );
    expect(issuesOf(error)).toEqual([{ path: 'contacts.1.email', message: 'Cette adresse mail est déjà utilisée' }]);
  });

  it('a save without any change: Aucun changement à enregistrer', async () => {
    const error = await refusedSave(bodyOf(existing), 400, 'NO_CHANGE');
    expect(error?.message).toBe('Aucun changement à enregistrer');
  });

  it("an id of another agency's customer, or of nobody → 404 'Client introuvable'", async () => {
    const other = await h.provisionAgency();
    const foreign = await saveCustomer(h, other.agencyId, { name: 'Client d’une autre agence' });
    before = await countRows(h, TABLES);
    for (const id of [foreign.id, uuidv7()]) {
      const error = await refusedSave({ ...bodyOf(foreign), id }, 404, 'CUSTOMER_NOT_FOUND');
      expect(error?.message).toBe('Client introuvable');
    }
  });

  it("a contact id that is not one of the customer's → 404 'Contact introuvable'", async () => {
    const other = await saveCustomer(h, agencyId, { name: 'Avec contact', contacts: [contactInput()] });
    before = await countRows(h, TABLES);
    const stranger = { ...contactInput(), id: other.contacts[0]?.id };
    const edit = await refusedSave(
      { ...bodyOf(existing), contacts: [...existing.contacts, stranger] },
      404,
      'CUSTOMER_CONTACT_NOT_FOUND',
    );
    expect(edit?.message).toBe('Contact introuvable');
    await refusedSave({ name: 'Nouveau', contacts: [stranger] }, 404, 'CUSTOMER_CONTACT_NOT_FOUND');
  });
});

describe("another agency's customer, and ids that name nothing → 404", () => {
  it('on every customer route, and nothing is written', async () => {
    const other = await h.provisionAgency();
    const foreign = await saveCustomer(h, other.agencyId, {
      name: 'Client d’une autre agence',
      contacts: [contactInput()],
    });
    before = await countRows(h, TABLES);
    const contactId = foreign.contacts[0]?.id ?? '';
    for (const customerId of [foreign.id, uuidv7(), 'pas-un-id']) {
      for (const [method, path] of [
        ['GET', `${customerPath(agencyId)}/${customerId}`],
        ['PATCH', `${customerPath(agencyId)}/${customerId}/archive`],
        ['DELETE', `/agency/${agencyId}/agencyCustomer/${customerId}`],
        ['DELETE', `/agency/${agencyId}/agencyCustomer/${customerId}/contact/${contactId}`],
      ] as const) {
        const answer = await h.request(method, path, { token });
        expect([path, answer.status, answer.error?.code, answer.error?.message]).toEqual([
          path,
          404,
          'CUSTOMER_NOT_FOUND',
          'Client introuvable',
        ]);
      }
    }
    const contactOfOther = await h.request(
      'DELETE',
      `/agency/${agencyId}/agencyCustomer/${existing.id}/contact/${contactId}`,
      { token },
    );
    expect([contactOfOther.status, contactOfOther.error?.message]).toEqual([404, 'Contact introuvable']);
    expect(await countRows(h, TABLES)).toEqual(before);
  });
});

describe('PATCH /agency/:agencyId/customer/:customerId/:action refused', () => {
  it('an unknown action → 400; an action the status does not allow → NO_CHANGE', async () => {
    const path = `${customerPath(agencyId)}/${existing.id}`;
    const unknown = await h.request('PATCH', `${path}/supprimer`, { token });
    expect([unknown.status, unknown.error?.details?.['issues']]).toEqual([
      400,
      [{ path: 'action', message: 'Format invalide' }],
    ]);
    const reactivate = await h.request('PATCH', `${path}/reactivate`, { token });
    expect([reactivate.status, reactivate.error?.message]).toEqual([400, 'Aucun changement à enregistrer']);
    expect(await countRows(h, TABLES)).toEqual(before);
  });
});

describe('POST /agency/:agencyId/fetch/customers refused', () => {
  it('a sort column outside the whitelist, an unknown filter, a status out of the list', async () => {
    const answer = await h.request('POST', `/agency/${agencyId}/fetch/customers`, {
      token,
      json: { orderBy: 'siret', filters: { city: 'Lyon', status: [900] } },
    });
    expect(answer.status).toBe(400);
    expect(answer.error?.details?.['issues']).toEqual([
      { path: 'filters.status', message: 'Format invalide' },
      { path: 'filters.city', message: 'Champ non autorisé' },
      { path: 'orderBy', message: 'Format invalide' },
    ]);
  });
});
