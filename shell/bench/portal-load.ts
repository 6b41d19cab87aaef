/**
 * Measures the portal's loading figures of the portal issue in headless Chromium, against a running
 * portal (`npm start`, or PORTAL_URL):
 * 1. the shell's first load before any remote (login screen), JavaScript bytes as transferred (gzip);
 * 2. each remote's own JavaScript beyond the shared modules, as transferred when its screen opens;
 * 3. menu click → remote screen rendered, cold (first opening) and warm (screen already loaded).
 * Run: `npm start` in one terminal, then `npm run bench -w @portal/shell`.
 */
import { chromium, type Page, type Response } from 'playwright-core';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '@portal/contracts';

const PORTAL_URL = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const OWNER = process.env.BENCH_LOGIN ?? 'proprietaire@vigie-demo.fr';
const PASSWORD = process.env.BENCH_PASSWORD ?? 'Demo2026!';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

/** A screen of each remote: its menu entry and a text its page shows once rendered. */
const SCREENS: Record<Exclude<RemoteName, never>, { entry: string; text: string }> = {
  mf_planning: { entry: 'Tableau de bord', text: 'Contrôles du planning' },
  mf_field: { entry: 'Réglages terrain', text: 'Fréquence du contrôle travailleur isolé (PTI)' },
  mf_commercial: { entry: 'Synthèse', text: 'Synthèse de la facturation' },
  mf_admin: { entry: 'À propos', text: "Version de l'application" },
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Transferred (encoded) size of a response's body. */
async function transferred(response: Response): Promise<number> {
  const sizes = await response.request().sizes();
  return sizes.responseBodySize;
}

function recordScripts(page: Page) {
  const responses: Response[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', listener);
  return {
    async bytesFrom(origin?: string): Promise<number> {
      const chosen = responses.filter((response) => !origin || response.url().startsWith(origin));
      return (await Promise.all(chosen.map(transferred))).reduce((sum, size) => sum + size, 0);
    },
    urls: () => responses.map((response) => response.url()),
    reset: () => responses.splice(0),
    stop: () => page.off('response', listener),
  };
}

async function clickToRendered(page: Page, entry: string, text: string): Promise<number> {
  const started = await page.evaluate(() => performance.now());
  await page.locator('.ant-pro-sider .ant-menu-item').filter({ hasText: entry }).first().click();
  await page.locator('section[aria-label]:not([hidden])').getByText(text).first().waitFor({ state: 'visible' });
  return (await page.evaluate(() => performance.now())) - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const config = (await (await fetch(`${PORTAL_URL}/portal.config.json`)).json()) as {
    remotes: Record<RemoteName, string>;
  };
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage();

  const scripts = recordScripts(page);
  await page.goto(PORTAL_URL);
  await page.getByRole('button', { name: 'Se connecter' }).waitFor();
  await page.waitForLoadState('networkidle');
  const firstLoad = await scripts.bytesFrom();
  console.log(`Shell first load (login screen), JS transferred: ${kib(firstLoad)} (goal ≤ 350 KiB)`);

  await page.getByLabel('Adresse e-mail').fill(OWNER);
  await page.getByLabel('Mot de passe').fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText(/^Bonjour /).waitFor();
  await page.waitForLoadState('networkidle');
  console.log(
    `Portal after login (antd and layout, before any remote screen): ${kib(await scripts.bytesFrom())} in all`,
  );

  // Each remote's page chunks are prefetched when the browser is idle after login: what came from its
  // origin by now is all of its own code (remote entry, routes, pages), beyond the shared modules.
  const cold: Record<string, number> = {};
  for (const remote of REMOTE_NAMES) {
    const origin = new URL(config.remotes[remote]).origin;
    cold[remote] = await clickToRendered(page, SCREENS[remote].entry, SCREENS[remote].text);
    await page.waitForLoadState('networkidle');
    console.log(`${REMOTES[remote].dir}: own JS transferred ${kib(await scripts.bytesFrom(origin))} (goal ≤ 60 KiB)`);
  }
  scripts.stop();

  const warm: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const remote of REMOTE_NAMES)
      warm.push(await clickToRendered(page, SCREENS[remote].entry, SCREENS[remote].text));
  }
  const coldValues = Object.values(cold);
  console.log(
    `Menu click → remote screen rendered, first opening: ${REMOTE_NAMES.map((r) => `${REMOTES[r].dir} ${cold[r]?.toFixed(0)} ms`).join(', ')} (max ${Math.max(...coldValues).toFixed(0)} ms; goal < 300 ms)`,
  );
  console.log(
    `Menu click → remote screen rendered, already opened (${warm.length} clicks): median ${percentile(warm, 50).toFixed(0)} ms, p95 ${percentile(warm, 95).toFixed(0)} ms`,
  );
  await browser.close();
}

await main();
