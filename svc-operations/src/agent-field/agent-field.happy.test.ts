import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_FIELD_CALLS,
  DEFAULT_AGENT_RIGHTS,
  FIELD_CALLS,
  localDateOf,
  ServiceSchema,
  type AgencyContactPayload,
} from '@portal/contracts';
import { serviceEvents } from '../services/test-fixtures.js';
import { startOperationsHarness, type OperationsHarness } from '../testing/harness.js';
import { planService } from '../field/testing/fixtures.js';
import { planningAgency } from '../services/test-fixtures.js';

let h: OperationsHarness;
beforeAll(async () => {
  h = await startOperationsHarness();
});
afterAll(async () => {
  await h?.close();
});

const CONTACT: AgencyContactPayload = {
  email: 'contact@vigie.test',
  phones: ['04 67 12 34 56'],
  emergencyNumbers: ['06 12 34 56 78'],
  address: { street: '12 rue de la Loge', complement: '', zipcode: '34000', city: 'Montpellier', country: 'FR' },
};

/** An agent of a planning agency allowed to start unplanned services, with a prestation sold on the site. */
async function agentWithPrestation() {
  const agency = await planningAgency(h);
  const sold = await planService(h, agency, agency.agentId, { day: '2031-07-07' });
  const agent = await h.tokenFor(agency.agencyId, {
    sub: agency.agentId,
    role: 'agent',
    plannable: true,
    rights: [...DEFAULT_AGENT_RIGHTS, 'services.create'],
  });
  return { ...agency, sold, agent };
}

describe('GET /agency/:agencyId/contact', () => {
  it('answers the agency’s name, e-mail, phones and address as identity announced them', async () => {
    const { agencyId } = await h.provisionAgency({ name: 'Vigie Contact', contact: CONTACT });
    const agent = await h.tokenFor(agencyId, { role: 'agent', rights: [...DEFAULT_AGENT_RIGHTS] });
    const answer = await h.request('GET', `/agency/${agencyId}/contact`, { token: agent });
    expect(answer.status).toBe(200);
    expect(AGENT_FIELD_CALLS.agencyContact.response.parse(answer.body)).toEqual({ name: 'Vigie Contact', ...CONTACT });
  });

  it('answers nulls and empty lists while identity has not announced the contact', async () => {
    const { agencyId } = await h.provisionAgency({ name: 'Agence sans contact' });
    const answer = await h.request('GET', `/agency/${agencyId}/contact`, { token: await h.tokenFor(agencyId) });
    expect(answer.body).toEqual({
      name: 'Agence sans contact',
      email: null,
      phones: [],
      emergencyNumbers: [],
      address: null,
    });
  });
});

describe('GET /agency/:agencyId/badge/agent/:agentId', () => {
  it('shows the agent his own badge, and the office any collaborator’s', async () => {
    const { agencyId, agentId, owner } = await planningAgency(h);
    await h.asPlatform(
      (tx) => tx`update collaborators
                    set agent_infos = agent_infos || ${tx.json({ cardNumber: 'CAR-034-2030-01-01-12345678901', position: 'Agent de sécurité' })}
                  where id = ${agentId}`,
    );
    const agent = await h.tokenFor(agencyId, { sub: agentId, role: 'agent', rights: [...DEFAULT_AGENT_RIGHTS] });
    for (const token of [agent, owner]) {
      const answer = await h.request('GET', `/agency/${agencyId}/badge/agent/${agentId}`, { token });
      expect(answer.status).toBe(200);
      expect(AGENT_FIELD_CALLS.agentBadge.response.parse(answer.body)).toMatchObject({
        id: agentId,
        cardNumber: 'CAR-034-2030-01-01-12345678901',
        position: 'Agent de sécurité',
        type: 'EMPLOYEE',
      });
    }
  });
});

describe('POST /agency/:agencyId/field/unplanned-service', () => {
  it('lists the site’s prestations, then plans the agent from now with the office’s price, ready to take', async () => {
    const { agencyId, siteId, agentId, sold, agent } = await agentWithPrestation();
    const listed = await h.request('POST', `/agency/${agencyId}/fetch/unplanned-prestations`, {
      token: agent,
      json: { siteId },
    });
    expect(listed.status).toBe(200);
    const prestations = AGENT_FIELD_CALLS.unplannedPrestations.response.parse(listed.body).data;
    expect(prestations).toEqual([
      {
        fromServiceId: sold.id,
        category: 'GUARDING',
        label: 'Gardiennage de jour',
        billingMode: 2,
        unitPrice: '24.50',
      },
    ]);

    const before = Date.now();
    const answer = await h.request('POST', `/agency/${agencyId}/field/unplanned-service`, {
      token: agent,
      json: { siteId, fromServiceId: sold.id, durationMinutes: 90 },
    });
    expect(answer.status).toBe(201);
    const service = ServiceSchema.parse(answer.body);
    expect(service).toMatchObject({
      siteId,
      status: 100,
      prestation: { label: 'Gardiennage de jour', unitPrice: '24.50' },
      billingMode: 2,
      agents: [expect.objectContaining({ id: agentId })],
    });
    const start = Date.parse(service.startAt);
    expect(start).toBeGreaterThan(before - 61_000);
    expect(start).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(service.endAt) - start).toBe(90 * 60_000);
    expect((await serviceEvents(h, agencyId)).filter((e) => e.subject === 'operations.service.created')).toHaveLength(
      2,
    );

    // It is one of today's services of the agent, to take as any other.
    const day = await h.request('POST', `/agency/${agencyId}/agent/fetch/field-services`, {
      token: agent,
      json: { day: localDateOf(new Date(start)) },
    });
    const services = FIELD_CALLS.myFieldServices.response.parse(day.body).services;
    expect(services.map((one) => one.id)).toContain(service.id);
  });
});
