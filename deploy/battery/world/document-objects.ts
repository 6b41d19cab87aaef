import { vi } from 'vitest';
import { CommercialDocumentSchema } from '@portal/contracts';
import { send, sendExpecting } from '../http.js';

/** The seller's identity an agency needs before it validates an invoice. */
export const BATTERY_SELLER_IDENTITY = {
  legalName: 'Agence de la batterie SAS',
  legalMentions: 'SAS au capital de 1 000 €',
  siret: '12345678900012',
  vatNumber: 'FR12123456789',
  street: '1 rue de la Batterie',
  zipcode: '34000',
  city: 'Montpellier',
  country: 'FR',
  email: 'facturation@battery.test',
  phone: '04 67 00 00 00',
  iban: '',
  bic: '',
};

const WAIT = { timeout: 30_000, interval: 100 };

export type DocumentObjects = { estimateId: string[]; invoiceId: string[]; billableLineId: string[] };

/**
 * The commercial documents of an agency, for each customer and its site: an estimate not sent yet,
 * a validated invoice, and a line to invoice (a service planned in June 2031 and closed by the
 * office, which billing hears through `operations.service.finished`). Billing learns the sites from
 * operations' events: the first document naming a site waits until billing knows it.
 */
export async function createDocumentObjects(
  urls: { operations: string; billing: string },
  agency: { id: string; owner: string },
  objects: { customerId: string[]; siteId: string[]; agentId: string[] },
): Promise<DocumentObjects> {
  const ops = `${urls.operations}/agency/${agency.id}`;
  const billing = `${urls.billing}/agency/${agency.id}`;
  const token = agency.owner;
  await sendExpecting(200, {
    method: 'PUT',
    url: `${billing}/settings`,
    token,
    json: { legalIdentity: BATTERY_SELLER_IDENTITY },
  });
  const documents: DocumentObjects = { estimateId: [], invoiceId: [], billableLineId: [] };
  for (const [index, customerId] of objects.customerId.entries()) {
    const body = {
      customerId,
      date: '2031-03-02',
      rows: [{ designation: `Gardiennage ${index}`, quantity: '8', unitPrice: '24.50', siteId: objects.siteId[index] }],
    };
    const estimate = await vi.waitFor(async () => {
      const answer = await send({ method: 'POST', url: `${billing}/estimate`, token, json: body });
      if (answer.status !== 201) throw new Error(`estimate not saved yet: ${answer.status} ${answer.text}`);
      return CommercialDocumentSchema.parse(answer.json);
    }, WAIT);
    documents.estimateId.push(estimate.id);
    const draft = await sendExpecting(201, { method: 'POST', url: `${billing}/invoice`, token, json: body });
    const invoiceId = CommercialDocumentSchema.parse(draft.json).id;
    await sendExpecting(200, { method: 'POST', url: `${billing}/invoice/${invoiceId}/validate`, token });
    documents.invoiceId.push(invoiceId);

    const day = `2031-06-${String(10 + index).padStart(2, '0')}`;
    const created = await sendExpecting(201, {
      method: 'POST',
      url: `${ops}/services`,
      token,
      json: {
        siteId: objects.siteId[index],
        category: 'GUARDING',
        prestation: { label: 'Gardiennage', unitPrice: '24.50' },
        billingMode: 2,
        nbAgents: 1,
        agentIds: [objects.agentId[index]],
        startDate: day,
        endDate: day,
        startTime: '08:00',
        endTime: '12:00',
        confirmed: true,
      },
    });
    const serviceId = (created.json as { data: { id: string }[] }).data[0]?.id ?? '';
    await sendExpecting(200, { method: 'PATCH', url: `${ops}/service/${serviceId}/finish`, token });
    documents.billableLineId.push(
      await vi.waitFor(async () => {
        const answer = await send({
          method: 'POST',
          url: `${billing}/fetch/billable-lines`,
          token,
          json: { filters: { customerId }, limit: 100 },
        });
        const line = (answer.json as { data?: { id: string; serviceId: string }[] } | null)?.data?.find(
          (candidate) => candidate.serviceId === serviceId,
        );
        if (!line) throw new Error(`billing has no line of service ${serviceId} yet`);
        return line.id;
      }, WAIT),
    );
  }
  return documents;
}
