/**
 * Benchmark of the planning's month view (adminPlanning, agents view) in headless Chromium: the whole
 * portal (services, demo data, built front ends) with Vigie Sécurité given 300 plannable collaborators
 * and, over a month to come, one 8-hour service per collaborator per day (~9,300 services). Each round
 * logs in afresh, opens 'Planning', switches to 'Collaborateurs' and 'Mois', and times the click on
 * 'Période suivante' that shows the seeded month up to the first frame with its service chips (the
 * first render), with the long tasks (> 50 ms) of that render and of the 3 s after it (idle, then the
 * grid scrolled down 700 px at a time). Goal: first render < 500 ms, no long task after mount.
 *
 *   npm run bench:planning -w @portal/deploy
 *
 * BENCH_ROUNDS (5) rounds; PORTAL_E2E_SKIP_BUILD=1 reuses the last build; BENCH_PLANNING_DIST=dir
 * serves mf-planning from another build of it (e.g. one made with `buildApp(…, { outDir })`, to
 * compare two versions without touching `mf-planning/dist`); BENCH_PROFILE=file.cpuprofile writes the
 * CPU profile of the first round's fetched month (open it in Chromium's DevTools).
 */
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import {
  addDays,
  CreateCollaboratorSchema,
  localDateOf,
  SERVICE_CATEGORIES,
  uuidv7,
  zonedInstant,
} from '@portal/contracts';
import { connectDatabase, transaction, type Tx } from '@portal/service-kit';
import { foldText } from '@portal/service-kit/db/search';
import { demoIds } from '@portal/service-kit/demo/ids';
import { freePort } from '@portal/service-kit/testing/ports';
import buildFrontends from '../e2e/global-setup.js';
import { activeScreen, logIn, openMenuEntry, visible } from '../e2e/journeys.js';
import { startPortal, type PortalUnderTest } from '../e2e/portal-under-test.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PROFILE = process.env.BENCH_PROFILE;
const PLANNING_DIST = process.env.BENCH_PLANNING_DIST;
const COLLABORATORS = 300;
const SHIFT_HOURS = 8;

/** Until the page has nothing left to do (its refetches answered, its frames painted): a measure starts quiet. */
async function browserIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

/** Start hours of the shifts, cycled over collaborators and days (night ones end the next day). */
const START_HOURS = [6, 7, 8, 13, 14, 21, 22];
const BATCH = 1_000;
const VIGIE = demoIds.agency('vigie');
const OWNER = 'proprietaire@vigie-demo.fr';
const PLANNING_CALL = '/fetch/agents/with-services-unavailabilities';
const FIRST_NAMES = ['Hélène', 'Karim', 'Sophie', 'Lucas', 'Fatou', 'Éric', 'Chloé', 'Mathis', 'Inès', 'Noé'];

/** The first day of the month `months` after the current one. */
function monthAhead(months: number): string {
  const today = localDateOf(new Date());
  return new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 1))
    .toISOString()
    .slice(0, 10);
}

/** The first month to come that has 31 days, and how many 'Période suivante' clicks lead there. */
function seededMonth(): { days: string[]; clicks: number } {
  for (let clicks = 1; ; clicks += 1) {
    const first = monthAhead(clicks);
    const days: string[] = [];
    for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
    if (days.length === 31) return { days, clicks };
  }
}

async function insertInBatches(tx: Tx, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx`insert into ${tx(table)} ${tx(rows.slice(start, start + BATCH))}`;
  }
}

/**
 * Vigie's planning volume, written as the platform straight into operations' database: the
 * collaborators with their folded search columns (as operations folds them), then the services in
 * multi-row inserts, each with its agent. A deploy script imports no service code.
 */
async function seedPlanningVolume(portal: PortalUnderTest, days: readonly string[]) {
  const sql = connectDatabase(portal.system.databaseUrls.operations, { max: 2 });
  try {
    const counts = await transaction(sql, { kind: 'platform' }, async (tx) => {
      const sites = await tx<{ id: string }[]>`
        select id from sites where agency_id = ${VIGIE} and status = 100 order by id`;
      if (sites.length === 0) throw new Error('Vigie has no active demo site');
      const agents = Array.from({ length: COLLABORATORS }, (_, index) => {
        const tabs = CreateCollaboratorSchema.parse({
          status: 100,
          identity: {
            civility: (index % 2) + 1,
            firstName: FIRST_NAMES[index % FIRST_NAMES.length],
            lastName: `Planning ${String(index).padStart(3, '0')}`,
            email: `planning${index}@bench.test`,
            phones: [`06 ${String(20_000_000 + index).replace(/(\d{2})(?=\d)/g, '$1 ')}`],
          },
          agentInfos: { type: 'EMPLOYEE', plannable: true, specialties: ['SSIAP 1'] },
        });
        const { identity, agentInfos } = tabs;
        const phones = identity.phones.flatMap((phone) => [phone, phone.replace(/\s/g, '')]);
        return {
          id: uuidv7(),
          agency_id: VIGIE,
          status: tabs.status,
          identity_info: tx.json(identity),
          agent_infos: tx.json(agentInfos),
          contract: null,
          items: tx.json(tabs.items),
          restrictions: tx.json(tabs.restrictions),
          notifications: tx.json(tabs.notifications),
          search_text: foldText(
            [
              `${identity.firstName} ${identity.lastName}`,
              `${identity.lastName} ${identity.firstName}`,
              identity.email,
              ...phones,
              agentInfos.registrationNumber,
              agentInfos.position,
            ]
              .filter(Boolean)
              .join(' | '),
          ),
          sort_name: foldText(`${identity.lastName} ${identity.firstName}`),
        };
      });
      await insertInBatches(tx, 'collaborators', agents);

      const services: Record<string, unknown>[] = [];
      const assignments: Record<string, unknown>[] = [];
      agents.forEach((agent, agentIndex) => {
        const seriesId = uuidv7();
        days.forEach((day, dayIndex) => {
          const hour = START_HOURS[(agentIndex + dayIndex) % START_HOURS.length]!;
          const startAt = zonedInstant(day, `${String(hour).padStart(2, '0')}:00`);
          const id = uuidv7();
          services.push({
            id,
            agency_id: VIGIE,
            reference: `S-${100_001 + services.length}`,
            series_id: seriesId,
            site_id: sites[(agentIndex + dayIndex) % sites.length]!.id,
            start_at: startAt,
            end_at: new Date(Date.parse(startAt) + SHIFT_HOURS * 3_600_000).toISOString(),
            status: 100,
            category: SERVICE_CATEGORIES[agentIndex % SERVICE_CATEGORIES.length],
            prestation_label: 'Surveillance (bench)',
            unit_price: '22.00',
            billing_mode: 2,
            nb_agents: 1,
          });
          assignments.push({ agency_id: VIGIE, service_id: id, agent_id: agent.id });
        });
      });
      await insertInBatches(tx, 'services', services);
      await insertInBatches(tx, 'service_agents', assignments);
      // The service's own numbering goes on after the bench's references.
      await tx`insert into service_counters (agency_id, last_number) values (${VIGIE}, ${100_000 + services.length})
               on conflict (agency_id) do update set last_number = greatest(service_counters.last_number, excluded.last_number)`;
      return { agents: agents.length, sites: sites.length, services: services.length };
    });
    await sql`vacuum analyze`;
    return counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** What the page measures around one click, stamped inside it (see `measureClick`). */
type Measure = {
  firstRender: number;
  /** The planning call's own time (Resource Timing) and when its answer was in, after the click. */
  call: number | null;
  callEnd: number | null;
  renderTasks: number[];
  afterTasks: number[];
  /** Each scroll step: from the scroll to the second frame after it (the rows it brings rendered). */
  scrollSteps: number[];
  /**
   * Scroll steps timed synchronously after the 3 s (their least is the figure that load on the
   * machine spoils least): React's render and commit of the rows a step brings, then style and layout.
   */
  syncSteps: { react: number; layout: number }[];
};
type MeasuredWindow = Window & { benchPlanning?: Promise<Measure> };

/**
 * Click → first frame whose grid shows chips on a day of `month` ('YYYY-MM'), timed inside the page:
 * the click is stamped by a capturing listener and the chips looked for at every animation frame.
 * A 'longtask' observer runs from before the click to 3 s after that frame, while the page idles,
 * then scrolls the grid down 700 px ten times, a frame apart.
 */
async function measureClick(page: Page, month: string, click: () => Promise<void>): Promise<Measure> {
  await page.evaluate(
    ({ month, call }) => {
      const grid = 'section[aria-label]:not([hidden]) [role="grid"][aria-label="Planning"]';
      const chips = `${grid} [role="row"] [role="gridcell"][aria-label*=" ${month}-"] [role="button"]`;
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      (window as MeasuredWindow).benchPlanning = new Promise<Measure>((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error(`no chip of ${month} after 60 s`)), 60_000);
        const tasks: { start: number; duration: number }[] = [];
        const record = (entries: PerformanceEntryList) =>
          tasks.push(...entries.map((entry) => ({ start: entry.startTime, duration: entry.duration })));
        const observer = new PerformanceObserver((list) => record(list.getEntries()));
        observer.observe({ type: 'longtask' });
        let clickedAt: number | null = null;
        document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true, once: true });
        const afterRender = async (startedAt: number, renderedAt: number) => {
          await sleep(1_000);
          const scroller = document.querySelector<HTMLElement>(grid);
          const scrollSteps: number[] = [];
          for (let step = 0; step < 10; step += 1) {
            const scrolledAt = performance.now();
            if (scroller) scroller.scrollTop += 700;
            await frame();
            await frame();
            scrollSteps.push(performance.now() - scrolledAt);
          }
          await sleep(Math.max(0, renderedAt + 3_000 - performance.now()));
          record(observer.takeRecords());
          observer.disconnect();
          const syncSteps: Measure['syncSteps'] = [];
          for (let step = 0; step < 20 && scroller; step += 1) {
            await frame();
            const scrolledAt = performance.now();
            scroller.scrollTop = (scroller.scrollTop + 700) % (scroller.scrollHeight - scroller.clientHeight);
            // The virtualizer listens to 'scroll' and renders in it (flushSync): dispatched here, timed here.
            scroller.dispatchEvent(new Event('scroll'));
            const renderedAt = performance.now();
            void document.body.getBoundingClientRect().height;
            syncSteps.push({ react: renderedAt - scrolledAt, layout: performance.now() - renderedAt });
          }
          clearTimeout(timeout);
          const timing = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(call) && entry.startTime >= startedAt)
            .at(-1) as PerformanceResourceTiming | undefined;
          resolve({
            firstRender: renderedAt - startedAt,
            call: timing ? timing.duration : null,
            callEnd: timing ? timing.responseEnd - startedAt : null,
            renderTasks: tasks.filter((task) => task.start < renderedAt).map((task) => task.duration),
            afterTasks: tasks.filter((task) => task.start >= renderedAt).map((task) => task.duration),
            scrollSteps,
            syncSteps,
          });
        };
        const look = () => {
          if (clickedAt === null || !document.querySelector(chips)) return void requestAnimationFrame(look);
          void afterRender(clickedAt, performance.now());
        };
        requestAnimationFrame(look);
      });
    },
    { month, call: PLANNING_CALL },
  );
  await click();
  return page.evaluate(() => (window as MeasuredWindow).benchPlanning ?? Promise.reject(new Error('no measure')));
}

/** Waits until the grid shows the agents (the planning call of the window shown has answered). */
async function agentsShown(page: Page, month: string): Promise<void> {
  await page.waitForFunction(
    (month) => {
      const grid = document.querySelector('section[aria-label]:not([hidden]) [role="grid"][aria-label="Planning"]');
      return (
        !!grid &&
        grid.querySelectorAll('[role="row"]').length > 10 &&
        !!grid.querySelector(`[role="gridcell"][aria-label$=" ${month}-01"]`)
      );
    },
    month,
    { timeout: 30_000 },
  );
}

/** One round: a fresh login (empty caches), the agents' month view, then the seeded month shown. */
async function round(portal: PortalUnderTest, days: readonly string[], clicks: number, profile?: string) {
  const page = await portal.newPage();
  try {
    await logIn(page, portal.url, OWNER);
    await openMenuEntry(page, 'Planning');
    const screen = activeScreen(page);
    await visible(screen.getByRole('grid', { name: 'Planning' }));
    await screen.getByText('Collaborateurs', { exact: true }).click();
    await visible(screen.getByText('Planning des collaborateurs'));
    await screen.getByText('Mois', { exact: true }).click();
    await agentsShown(page, monthAhead(0).slice(0, 7));
    const next = screen.getByRole('button', { name: 'Période suivante' });
    const previous = screen.getByRole('button', { name: 'Période précédente' });
    const month = days[0]!.slice(0, 7);
    const monthBefore = addDays(days[0]!, -1).slice(0, 7);
    for (let click = 1; click < clicks; click += 1) {
      await next.click();
      await agentsShown(page, monthAhead(click).slice(0, 7));
    }
    await browserIdle(page);
    const answered = page
      .waitForResponse(
        (response) => response.url().includes(PLANNING_CALL) && !!response.request().postData()?.includes(days[0]!),
        { timeout: 60_000 },
      )
      .then((response) => response.body())
      .then((body) => body.length)
      .catch(() => 0);
    const profiler = profile ? await page.context().newCDPSession(page) : null;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.send('Profiler.start');
    }
    const first = await measureClick(page, month, () => next.click());
    if (profiler && profile) {
      const { profile: recorded } = await profiler.send('Profiler.stop');
      await writeFile(profile, JSON.stringify(recorded));
      console.log(`[bench] CPU profile of the fetched month written to ${profile}`);
    }
    const payload = await answered;
    // Again with the month's answer in the query cache: the render alone (and a refetch behind it).
    await page.evaluate(() => {
      const grid = document.querySelector('section[aria-label]:not([hidden]) [role="grid"][aria-label="Planning"]');
      if (grid) grid.scrollTop = 0;
    });
    await previous.click();
    await agentsShown(page, monthBefore);
    await browserIdle(page);
    const cached = await measureClick(page, month, () => next.click());
    return { first, cached, payload };
  } finally {
    await page.context().close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => (values.length ? Math.max(...values) : 0);
const min = (values: number[]) => (values.length ? Math.min(...values) : 0);
const ms = (value: number) => Math.round(value);
const round1 = (value: number) => Math.round(value * 10) / 10;

// Builds the front ends as the e2e project does (PORTAL_E2E_SKIP_BUILD=1 reuses the last build).
await buildFrontends();
const portal = await startPortal();
const otherPlanning = PLANNING_DIST ? await portal.serveRemote('mf_planning', await freePort(), PLANNING_DIST) : null;
if (otherPlanning) {
  portal.config.remotes.mf_planning = `${otherPlanning.url}/mf-manifest.json`;
  console.log(`[bench] mf-planning served from ${PLANNING_DIST}`);
}
try {
  const { days, clicks } = seededMonth();
  const seeded = await seedPlanningVolume(portal, days);
  console.log(
    `[bench data] Vigie: ${seeded.agents} collaborators, ${seeded.services} services over ${days[0]} → ${days.at(-1)} on ${seeded.sites} sites`,
  );
  const results: Awaited<ReturnType<typeof round>>[] = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    const result = await round(portal, days, clicks, index === 0 ? PROFILE : undefined);
    console.log(
      `round ${index + 1}: first render ${ms(result.first.firstRender)} ms (call ${ms(result.first.call ?? 0)} ms, ` +
        `answer in at ${ms(result.first.callEnd ?? 0)} ms, ${Math.round(result.payload / 1024)} KiB), long tasks ` +
        `render [${result.first.renderTasks.map(ms).join(', ')}] after [${result.first.afterTasks.map(ms).join(', ')}]; ` +
        `cached ${ms(result.cached.firstRender)} ms, long tasks render [${result.cached.renderTasks.map(ms).join(', ')}] ` +
        `after [${result.cached.afterTasks.map(ms).join(', ')}]`,
    );
    results.push(result);
  }
  // One line per figure, one column per measure: the seeded month fetched, then shown again from cache.
  const figures = (pick: (result: (typeof results)[number]) => Measure) => {
    const measures = results.map(pick);
    return {
      'first render, median (ms)': ms(median(measures.map((m) => m.firstRender))),
      'first render, max (ms)': ms(max(measures.map((m) => m.firstRender))),
      'planning call, median (ms)': ms(median(measures.map((m) => m.call ?? 0))),
      'answer in → render, median (ms)': ms(median(measures.map((m) => m.firstRender - (m.callEnd ?? 0)))),
      'long tasks in render, median count': median(measures.map((m) => m.renderTasks.length)),
      'longest task in render (ms)': ms(max(measures.flatMap((m) => m.renderTasks))),
      'long tasks in the 3 s after, median count': median(measures.map((m) => m.afterTasks.length)),
      'longest task after (ms)': ms(max(measures.flatMap((m) => m.afterTasks))),
      'scroll step, median (ms)': ms(median(measures.flatMap((m) => m.scrollSteps))),
      'scroll step, max (ms)': ms(max(measures.flatMap((m) => m.scrollSteps))),
      'sync scroll step, React, least (ms)': round1(
        min(measures.flatMap((m) => m.syncSteps.map((step) => step.react))),
      ),
      'sync scroll step, React, median (ms)': round1(
        median(measures.flatMap((m) => m.syncSteps.map((step) => step.react))),
      ),
      'sync scroll step, style + layout, least (ms)': round1(
        min(measures.flatMap((m) => m.syncSteps.map((step) => step.layout))),
      ),
    };
  };
  const fetched = figures((result) => result.first);
  const cached = figures((result) => result.cached);
  console.table(
    Object.fromEntries(
      Object.keys(fetched).map((figure) => [
        figure,
        {
          'month fetched': fetched[figure as keyof typeof fetched],
          'month again (cached)': cached[figure as keyof typeof cached],
        },
      ]),
    ),
  );
} finally {
  await otherPlanning?.close();
  await portal.stop();
}
