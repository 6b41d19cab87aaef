/**
 * Benchmark of the referentials' list screens (issue 4) in headless Chromium: the whole portal
 * (services, demo data, built front ends) with Vigie Sécurité filled with 2,000 collaborators, 5,000
 * sites and 20,000 checkpoints, then, for each list screen, the time from the menu click to its first
 * page of rows on screen: first opening (the remote's page code loads) and again once loaded.
 * Goal: first page < 300 ms.
 *
 *   npm run bench:screens -w @portal/deploy
 */
import type { Page } from 'playwright-core';
import path from 'node:path';
import { demoIds } from '@portal/service-kit/demo/ids';
import { ROOT_DIR } from '../local/config.js';
import { runCommand } from '../local/exec.js';
import buildFrontends from '../e2e/global-setup.js';
import { closeTabOf, logIn, menuEntry, visible } from '../e2e/journeys.js';
import { startPortal } from '../e2e/portal-under-test.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

/** Each list screen by its menu entry (also its tab's title). */
const SCREENS = ['Collaborateurs', 'Sites', 'Points de contrôle', 'Clients'];

/** The page's window while a measure runs: the promise of its time. */
type MeasuredWindow = Window & { benchRows?: Promise<number> };

/**
 * Menu click → first rows painted, timed inside the page: the click is stamped by a capturing
 * listener and the rows are looked for at every animation frame (Playwright's own waiting polls at
 * 20, 50, 100 and 500 ms steps, too coarse for this).
 */
async function clickToFirstRows(page: Page, entry: string): Promise<number> {
  await page.evaluate((label) => {
    const selector = `section[aria-label="${label}"]:not([hidden]) :is(.ant-table-row, .ant-list-item, .ant-card)`;
    (window as MeasuredWindow).benchRows = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error(`no rows in « ${label} » after 30 s`)), 30_000);
      let clickedAt: number | null = null;
      document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true, once: true });
      const look = () => {
        const shown = Array.from(document.querySelectorAll<HTMLElement>(selector)).some(
          (row) => row.offsetParent !== null,
        );
        if (clickedAt === null || !shown) return void requestAnimationFrame(look);
        resolve(performance.now() - clickedAt);
      };
      requestAnimationFrame(look);
    });
  }, entry);
  await menuEntry(page, entry).click();
  return page.evaluate(() => (window as MeasuredWindow).benchRows ?? Promise.reject(new Error('no measure running')));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Builds the front ends as the e2e project does (PORTAL_E2E_SKIP_BUILD=1 reuses the last build).
await buildFrontends();
const portal = await startPortal();
try {
  // Operations' own benchmark data, loaded by its script (a deploy script imports no service code).
  const seeded = await runCommand(process.execPath, ['--import', 'tsx', 'bench/seed-bench-agency.ts'], {
    cwd: path.join(ROOT_DIR, 'svc-operations'),
    env: {
      ...process.env,
      DATABASE_URL: portal.system.databaseUrls.operations,
      BENCH_AGENCY_ID: demoIds.agency('vigie'),
    },
    echoPrefix: '[bench data]',
  });
  if (seeded.code !== 0) throw new Error(`the benchmark data could not be loaded (exit ${seeded.code})`);

  const page = await portal.newPage();
  await logIn(page, portal.url, 'proprietaire@vigie-demo.fr');
  const rows: Record<string, string | number>[] = [];
  for (const screen of SCREENS) {
    await visible(menuEntry(page, screen));
    const first = await clickToFirstRows(page, screen);
    const again: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await closeTabOf(page, screen);
      again.push(await clickToFirstRows(page, screen));
    }
    await closeTabOf(page, screen);
    rows.push({
      screen,
      'first opening (ms)': Math.round(first),
      'median, loaded (ms)': Math.round(median(again)),
      'max, loaded (ms)': Math.round(Math.max(...again)),
    });
  }
  console.table(rows);
} finally {
  await portal.stop();
}
