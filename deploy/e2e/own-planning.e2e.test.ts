import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import { activeScreen, dialog, logIn, openMenuEntry, visible } from './journeys.js';
import { startPortal, type PortalUnderTest } from './portal-under-test.js';
import { callService, tokenOf } from './service-api.js';

let portal: PortalUnderTest;
const VIGIE = demoIds.agency('vigie');
const KARIM = demoIds.user('agent@vigie-demo.fr');
const SITE = 'Résidence Les Oliviers – Bâtiment A';

beforeAll(async () => {
  portal = await startPortal();
}, 180_000);
afterAll(async () => portal?.stop(), 60_000);

/** Today, Paris time: in this week whatever day the journey runs. */
const today = localDateOf(new Date());

describe('own plannings: the agent sees his services, the customer the interventions on his sites', () => {
  it('a service planned for Karim on Bâtiment A shows in his planning and in the customer planning', async () => {
    const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
    const sites = await callService(portal, 'operations', `/agency/${VIGIE}/fetch/site-choices`, owner, {
      method: 'POST',
      body: JSON.stringify({ query: 'Bâtiment A' }),
    });
    const siteId = (sites.body['data'] as { id: string; name: string }[]).find((site) => site.name === SITE)!.id;
    const created = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
      method: 'POST',
      body: JSON.stringify({
        siteId,
        category: 'GUARDING',
        prestation: { label: 'Gardiennage du hall', unitPrice: '23.00' },
        billingMode: 2,
        nbAgents: 1,
        agentIds: [KARIM],
        startDate: today,
        endDate: today,
        startTime: '13:15',
        endTime: '17:45',
        confirmed: true,
      }),
    });
    expect(created.status).toBe(201);
    const reference = (created.body['data'] as { reference: string }[])[0]!.reference;

    // Karim, on his phone: this week's services, the one planned for him among them.
    const agent = await portal.newPage();
    await logIn(agent, portal.url, 'agent@vigie-demo.fr');
    await openMenuEntry(agent, 'Mon planning');
    const item = activeScreen(agent).getByRole('listitem', { name: `Service ${reference}` });
    await visible(item);
    await visible(item.getByText('13:15–17:45'));
    await visible(item.getByText(SITE));
    await visible(item.getByText('Gardiennage du hall'));
    // Its status depends on the hour the journey runs: the late-services job marks it late, then not done.
    await visible(item.getByText(/^(En attente|En retard|Non effectué)$/));
    // The week after next holds nothing for him (the demo gives him tomorrow, maybe next Monday).
    await activeScreen(agent).getByRole('button', { name: 'Semaine suivante' }).click();
    await activeScreen(agent).getByRole('button', { name: 'Semaine suivante' }).click();
    await visible(activeScreen(agent).getByText('Aucun service planifié cette semaine'));
    // His hours of the month, this afternoon's included.
    await openMenuEntry(agent, 'Mes heures');
    await visible(activeScreen(agent).getByRole('heading', { name: 'Mes heures' }));
    const total = activeScreen(agent).locator('.ant-descriptions-item-label', { hasText: 'Total' });
    await visible(total);
    expect(await activeScreen(agent).locator('.ant-descriptions-item-content').nth(1).innerText()).toMatch(
      /^\d+(,\d+)? h$/,
    );
    await agent.context().close();

    // The customer of Résidence Les Oliviers: the site's row and the intervention, its details on a click.
    const customer = await portal.newPage();
    await logIn(customer, portal.url, 'client@vigie-demo.fr');
    await openMenuEntry(customer, 'Planning des sites');
    await visible(activeScreen(customer).getByRole('heading', { name: 'Planning des sites' }));
    const row = activeScreen(customer).getByRole('row', { name: SITE, exact: true });
    const chip = row.getByRole('button', { name: /13:15–17:45 Karim Benali/ });
    await visible(chip);
    await chip.click();
    const details = dialog(customer, `Service ${reference}`);
    await visible(details.getByText('Gardiennage du hall'));
    await visible(details.getByText('Karim Benali'));
    await customer.context().close();
  });
});
