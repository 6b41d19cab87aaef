/**
 * Benchmark of the active-service screen (terrain/serviceActif) on a phone: the whole portal
 * (services, demo data, built front ends) in headless Chromium at 390 × 844 with the CPU throttled 4×
 * (Chrome DevTools' 'low-end mobile'), the demo agent on duty. Each round opens a fresh page on
 * `#/terrain/serviceActif/{id}` (session already stored, remotes' files in the browser cache as on a
 * phone that used the app before) and times navigation start → the service's status and its
 * 'Terminer le service' button painted. Goal: usable < 1 s.
 *
 *   npm run bench:field -w @portal/deploy
 *
 * BENCH_ROUNDS (5) rounds; BENCH_CPU_RATE (4) the throttling; PORTAL_E2E_SKIP_BUILD=1 reuses the last build.
 */
import { localDateOf, localTimeOf } from '@portal/contracts';
import { demoIds } from '@portal/service-kit/demo/ids';
import buildFrontends from '../e2e/global-setup.js';
import { activeScreen, logIn, visible } from '../e2e/journeys.js';
import { startPortal } from '../e2e/portal-under-test.js';
import { callService, tokenOf } from '../e2e/service-api.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const VIGIE = demoIds.agency('vigie');

await buildFrontends();
const portal = await startPortal();
try {
  const owner = await tokenOf(portal, 'proprietaire@vigie-demo.fr');
  const start = new Date(Date.now() - 10 * 60_000);
  const planned = await callService(portal, 'operations', `/agency/${VIGIE}/services`, owner, {
    method: 'POST',
    body: JSON.stringify({
      siteId: demoIds.site('vigie', 'oliviers-a'),
      category: 'GUARDING',
      prestation: { label: 'Gardiennage du hall', unitPrice: '23.00' },
      billingMode: 2,
      nbAgents: 1,
      agentIds: [demoIds.user('agent@vigie-demo.fr')],
      startDate: localDateOf(start),
      endDate: localDateOf(start),
      startTime: localTimeOf(start),
      endTime: localTimeOf(new Date(start.getTime() + 4 * 3_600_000)),
      confirmed: true,
    }),
  });
  const serviceId = (planned.body['data'] as { id: string }[])[0]!.id;
  const agent = await tokenOf(portal, 'agent@vigie-demo.fr');
  const started = await callService(portal, 'operations', `/agency/${VIGIE}/field/messages`, agent, {
    method: 'POST',
    body: JSON.stringify({
      messages: [{ uuid: crypto.randomUUID(), type: 'service.start', serviceId, createdAt: new Date().toISOString() }],
    }),
  });
  if (started.status !== 200) throw new Error(`service not started: ${JSON.stringify(started.body)}`);

  const context = await portal.browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const first = await context.newPage();
  await logIn(first, portal.url, 'agent@vigie-demo.fr', `terrain/serviceActif/${serviceId}`);
  await visible(activeScreen(first).getByRole('button', { name: 'Terminer le service' }), 30_000);
  await first.close();

  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    await page.goto(`${portal.url}/#/terrain/serviceActif/${serviceId}`);
    await visible(activeScreen(page).getByRole('button', { name: 'Terminer le service' }), 30_000);
    await visible(activeScreen(page).getByText('En cours', { exact: true }));
    timings.push(await page.evaluate(() => Math.round(performance.now())));
    await page.close();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `active service screen, 390 px, CPU ÷${CPU_RATE}: ${timings.join(', ')} ms (median ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
      `worst ${sorted.at(-1)} ms; goal < 1,000 ms)`,
  );
} finally {
  await portal.stop();
}
