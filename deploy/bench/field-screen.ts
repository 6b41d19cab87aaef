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
 * The times are taken inside the page: an init script watches the DOM from the first byte and stamps
 * the frame in which the status and the button first show (Playwright's own waiting polls at coarse
 * steps and would add its delay), then says so on the console. The bench waits for that message
 * rather than polling the page: a `waitForFunction` injects Playwright's own script into the page
 * (~55 ms of a throttled main thread, in the middle of the time measured). Each round prints a breakdown: the page's milestones, its files and
 * API calls (start → end, from the Resource Timing entries) and the main thread's long tasks. A
 * yardstick (a fixed page's work, same throttling) is timed before and after the rounds: compare
 * screens measured at different hours through it.
 *
 * BENCH_SCREENSHOTS=DIR saves the screen at 390 and 1440 px there;
 * BENCH_ROUNDS (5) rounds; BENCH_CPU_RATE (4) the throttling; PORTAL_E2E_SKIP_BUILD=1 reuses the last build;
 * BENCH_TRACE=1 adds a round under Chromium's tracing and prints where the main thread's time went;
 * BENCH_PROFILE=1 adds a round under V8's sampling profiler and prints the JavaScript's time by package
 * and by module evaluated — by module only with a readable build (PORTAL_BUILD_READABLE=1 npm run
 * bench:field …: not minified, modules named by path; slower than the real one, so its rounds are not
 * the figures).
 */
import { loadavg, tmpdir } from 'node:os';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { localDateOf, localTimeOf } from '@portal/contracts';
import { ALL_FRONTENDS } from '@portal/kit/build';
import { demoIds } from '@portal/service-kit/demo/ids';
import buildFrontends from '../e2e/global-setup.js';
import { activeScreen, logIn, visible } from '../e2e/journeys.js';
import { startPortal } from '../e2e/portal-under-test.js';
import { summarizeCpuProfile, type CpuProfile } from './cpu-profile-summary.js';
import { machineYardstick } from './machine-yardstick.js';
import { summarizeTrace } from './trace-summary.js';
import { callService, tokenOf } from '../e2e/service-api.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CPU_RATE = Number(process.env.BENCH_CPU_RATE ?? 4);
const VIGIE = demoIds.agency('vigie');
const TRACE = process.env.BENCH_TRACE === '1';
const PROFILE = process.env.BENCH_PROFILE === '1';
const SHOTS = process.env.BENCH_SCREENSHOTS;
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const DIST_DIRS = ALL_FRONTENDS.map((app) => join(REPOSITORY, app.dir, 'dist'));

/** What the init script keeps in the page: milestone → ms since navigation start. */
type MarkedWindow = Window & { benchMarks?: Record<string, number> };

/** The console message the init script writes once the screen is usable. */
const USABLE_SIGNAL = 'bench: usable';

/**
 * Runs in the page before any of its scripts: stamps the first frame of the milestones, the last being
 * 'usable' (the active screen shows the status 'En cours' and 'Terminer le service'), and collects the
 * long tasks. A stamp is the first animation frame after the DOM change, then the task after that
 * frame: the frame is painted by then.
 */
function watchMilestones(): void {
  const marks: Record<string, number> = {};
  (window as MarkedWindow).benchMarks = marks;
  const painted = (name: string) => {
    if (name in marks) return;
    marks[name] = -1;
    marks[`${name}:dom`] = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks[name] = performance.now();
        if (name === 'usable') console.debug(USABLE_SIGNAL);
      }, 0),
    );
  };
  // React's commits until usable, through the hook its DevTools use (production builds call it too):
  // each commit is a render the screen waited for.
  let commits = 0;
  (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot: () => {
      if ('usable' in marks) return;
      commits += 1;
      marks['React commits (count)'] = commits;
      marks[`React commit ${commits}`] = performance.now();
    },
  };
  const visibleScreen = () => document.querySelector('section[aria-label]:not([hidden])');
  const check = () => {
    if (!document.body) return;
    if (document.getElementById('root')?.childElementCount) painted('first render');
    if (document.querySelector('nav[aria-label="Écrans ouverts"]')) painted('layout');
    const screen = visibleScreen();
    if (!screen) return;
    if (screen.querySelector('.ant-skeleton, .ant-spin, .pl-placeholder')) painted('screen placeholder');
    const text = screen.textContent ?? '';
    if (!text.includes('Terminer le service') || !text.includes('En cours')) return;
    const button = Array.from(screen.querySelectorAll('button')).some(
      (one) => one.textContent?.trim() === 'Terminer le service',
    );
    // The status tag: the kit's plain one (the screen is drawn without antd), or antd's.
    const status = Array.from(screen.querySelectorAll('.pl-tag, .ant-tag')).some(
      (one) => one.textContent?.trim() === 'En cours',
    );
    if (button && status) {
      painted('usable');
      marks['DOM elements (count)'] = document.getElementsByTagName('*').length;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  let longTasks = 0;
  let longTaskCount = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ('usable' in marks && entry.startTime > marks['usable:dom']!) continue;
      longTasks += entry.duration;
      longTaskCount += 1;
      marks['long tasks (ms)'] = Math.round(longTasks);
      marks['long tasks (count)'] = longTaskCount;
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** The init script's source; tsx keeps function names with a `__name` helper the page must have too. */
const WATCH_SCRIPT = `var __name = (fn) => fn; var USABLE_SIGNAL = ${JSON.stringify(USABLE_SIGNAL)}; (${watchMilestones.toString()})();`;

type ResourceLine = { name: string; start: number; end: number; kind: string };

/** The files and calls of the page up to the screen's first usable frame, shortened for reading. */
async function resourcesOf(page: Page, until: number): Promise<ResourceLine[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const resource = entry as PerformanceResourceTiming;
      return {
        url: resource.name,
        start: resource.startTime,
        end: resource.responseEnd,
        kind: resource.initiatorType,
        cached: resource.transferSize === 0,
      };
    }),
  );
  return entries
    .filter((entry) => entry.start <= until)
    .map((entry) => {
      const url = new URL(entry.url);
      const port = url.port;
      return {
        name: `${url.pathname}${entry.cached ? ' (cache)' : ''} :${port}`,
        start: Math.round(entry.start),
        end: Math.round(entry.end),
        kind: entry.kind,
      };
    });
}

/**
 * A fresh page on the screen with the CPU throttled; `before` runs just before it navigates (tracing,
 * profiler). Resolves once the screen is usable, with the page, its DevTools session and that time.
 */
async function openUntilUsable(
  context: BrowserContext,
  url: string,
  options: { before?: (page: Page, cdp: CDPSession) => Promise<void> } = {},
): Promise<{ page: Page; cdp: CDPSession; usable: number }> {
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_SCRIPT });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await options.before?.(page, cdp);
  const signalled = page.waitForEvent('console', {
    predicate: (message) => message.text() === USABLE_SIGNAL,
    timeout: 30_000,
  });
  await page.goto(url, { waitUntil: 'commit' });
  await signalled;
  const usable = await page.evaluate(() => (window as MarkedWindow).benchMarks!['usable']!);
  return { page, cdp, usable };
}

async function openScreen(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; marks: Record<string, number> }> {
  const { page } = await openUntilUsable(context, url);
  const marks = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const all = { ...(window as MarkedWindow).benchMarks };
    if (navigation) {
      all['document received'] = navigation.responseEnd;
      all['DOMContentLoaded'] = navigation.domContentLoadedEventEnd;
    }
    for (const paint of performance.getEntriesByType('paint')) all[paint.name] = paint.startTime;
    return all;
  });
  return { page, marks };
}

/** A count or a sum among the milestones: printed after the times. */
const isTally = (name: string) => name.endsWith('(count)') || name.endsWith('(ms)');

function printBreakdown(marks: Record<string, number>, resources: ResourceLine[]): void {
  const milestones = Object.entries(marks)
    .filter(([name]) => !name.endsWith(':dom') || name === 'usable:dom')
    .sort((a, b) => Number(isTally(a[0])) - Number(isTally(b[0])) || a[1] - b[1]);
  console.log('  milestones:');
  for (const [name, ms] of milestones) console.log(`    ${String(Math.round(ms)).padStart(6)}  ${name}`);
  console.log('  files and calls (start → end ms):');
  for (const line of [...resources].sort((a, b) => a.start - b.start)) {
    console.log(
      `    ${String(line.start).padStart(6)} → ${String(line.end).padStart(6)}  ${line.kind.padEnd(14)} ${line.name}`,
    );
  }
}

/** The screen as measured, at 390 px, and on a desktop at 1440 px (same session), for looking at. */
async function screenshots(context: BrowserContext, url: string, dir: string): Promise<void> {
  const phone = await context.newPage();
  await phone.goto(url);
  await visible(activeScreen(phone).getByRole('button', { name: 'Terminer le service' }), 30_000);
  await phone.screenshot({ path: join(dir, 'field-screen-390.png'), fullPage: true });
  await phone.setViewportSize({ width: 1440, height: 900 });
  // The frame is chosen when the portal opens: the desktop's is seen after a reload at its width.
  await phone.reload();
  await visible(activeScreen(phone).getByRole('button', { name: 'Terminer le service' }), 30_000);
  await phone.screenshot({ path: join(dir, 'field-screen-1440.png'), fullPage: true });
  await phone.close();
  console.log(`screenshots: ${join(dir, 'field-screen-390.png')}, ${join(dir, 'field-screen-1440.png')}`);
}

/** One more opening under Chromium's tracing: where the main thread's time went until usable. */
async function traceRound(context: BrowserContext, url: string): Promise<void> {
  const browser = context.browser()!;
  const { page, usable } = await openUntilUsable(context, url, {
    before: (opened) =>
      browser.startTracing(opened, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
          'loading',
        ],
      }),
  });
  const raw = await browser.stopTracing();
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: never[] };
  await page.close();
  const file = join(tmpdir(), 'field-screen.trace.json');
  writeFileSync(file, raw);
  console.log(`traced round: usable at ${Math.round(usable)} ms (the tracing itself slows it); the trace: ${file}`);
  for (const line of summarizeTrace(trace.traceEvents, usable)) console.log(`  ${line}`);
}

/**
 * One more opening under V8's sampling profiler (a sample a millisecond): where the JavaScript's time
 * went until usable.
 */
async function profileRound(context: BrowserContext, url: string): Promise<void> {
  const { page, cdp, usable } = await openUntilUsable(context, url, {
    before: async (_, session) => {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 1000 });
      await session.send('Profiler.start');
    },
  });
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const file = join(tmpdir(), 'field-screen.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`profiled round: usable at ${Math.round(usable)} ms; the profile (DevTools can open it): ${file}`);
  for (const line of summarizeCpuProfile(profile as CpuProfile, DIST_DIRS)) console.log(`  ${line}`);
}

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

  const screenUrl = `${portal.url}/#/terrain/serviceActif/${serviceId}`;
  const yardstickBefore = await machineYardstick(context, CPU_RATE);
  const timings: number[] = [];
  const rounds: { marks: Record<string, number>; resources: ResourceLine[] }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const { page, marks } = await openScreen(context, screenUrl);
    const usable = marks['usable']!;
    rounds.push({ marks, resources: await resourcesOf(page, usable) });
    timings.push(Math.round(usable));
    await page.close();
  }
  const yardstickAfter = await machineYardstick(context, CPU_RATE);
  const order = timings.map((ms, index) => ({ ms, index })).sort((a, b) => a.ms - b.ms);
  const median = order[Math.floor(order.length / 2)]!;
  console.log(`breakdown of the median round (#${median.index + 1}), ms since navigation start:`);
  printBreakdown(rounds[median.index]!.marks, rounds[median.index]!.resources);
  if (SHOTS) await screenshots(context, screenUrl, SHOTS);
  if (TRACE) await traceRound(context, screenUrl);
  if (PROFILE) await profileRound(context, screenUrl);
  console.log(
    `active service screen, 390 px, CPU ÷${CPU_RATE}: ${timings.join(', ')} ms (median ${median.ms} ms, ` +
      `best ${order[0]!.ms} ms, worst ${order.at(-1)!.ms} ms; goal < 1,000 ms; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `machine yardstick, CPU ÷${CPU_RATE}: ${yardstickBefore} ms before the rounds, ${yardstickAfter} ms after`,
  );
} finally {
  await portal.stop();
}
