import { expect } from 'vitest';
import {
  BILLABLE_LINE_CALLS,
  CATALOG_CALLS,
  SERVICE_CALLS,
  addDays,
  isoWeekday,
  localDateOf,
  type BillableLine,
} from '@portal/contracts';
import type { PortalUnderTest } from './portal-under-test.js';
import { callService } from './service-api.js';

/** Monday and Sunday of the week before today's (Europe/Paris calendar dates). */
export function lastWeek(): { monday: string; sunday: string } {
  const today = localDateOf(new Date());
  const monday = addDays(today, 1 - isoWeekday(today) - 7);
  return { monday, sunday: addDays(monday, 6) };
}

/** Deletes every article of the agency's catalogue (its own and its customers'), through billing's calls. */
export async function emptyCatalogue(portal: PortalUnderTest, agencyId: string, token: string): Promise<void> {
  const list = async () => {
    const answer = await callService(portal, 'billing', `/agency/${agencyId}/fetch/catalog-items`, token, {
      method: 'POST',
      body: JSON.stringify({ limit: 250 }),
    });
    expect(answer.status).toBe(200);
    return CATALOG_CALLS.list.response.parse(answer.body);
  };
  for (let page = await list(); page.data.length > 0; page = await list()) {
    for (const item of page.data) {
      const deleted = await callService(portal, 'billing', `/agency/${agencyId}/catalog-item/${item.id}`, token, {
        method: 'DELETE',
      });
      expect(deleted.status).toBe(204);
    }
  }
}

/**
 * A guarding service of `day` on each site (08:00–12:00, nobody assigned), planned through
 * operations' call and closed by the office ('Terminer'); answers the billable line billing made of
 * each, once `operations.service.finished` has reached it.
 */
export async function finishedServices(
  portal: PortalUnderTest,
  agencyId: string,
  token: string,
  services: { siteId: string; day: string }[],
): Promise<BillableLine[]> {
  const lines: BillableLine[] = [];
  for (const { siteId, day } of services) {
    const created = await callService(portal, 'operations', `/agency/${agencyId}/services`, token, {
      method: 'POST',
      body: JSON.stringify({
        siteId,
        category: 'GUARDING',
        prestation: { label: 'Gardiennage', unitPrice: '24.50' },
        billingMode: 2,
        nbAgents: 1,
        startDate: day,
        endDate: day,
        startTime: '08:00',
        endTime: '12:00',
        confirmed: true,
      }),
    });
    expect(created.status).toBe(201);
    const [service] = SERVICE_CALLS.create.response.parse(created.body).data;
    const finished = await callService(
      portal,
      'operations',
      `/agency/${agencyId}/service/${service?.id}/finish`,
      token,
      {
        method: 'PATCH',
      },
    );
    expect(finished.status).toBe(200);
    const lineOf = async () => {
      const answer = await callService(portal, 'billing', `/agency/${agencyId}/fetch/billable-lines`, token, {
        method: 'POST',
        body: JSON.stringify({ query: service?.reference, limit: 10 }),
      });
      return BILLABLE_LINE_CALLS.list.response.parse(answer.body).data.find((line) => line.serviceId === service?.id);
    };
    await expect.poll(lineOf, { timeout: 15_000 }).toBeDefined();
    lines.push((await lineOf()) as BillableLine);
  }
  return lines;
}
