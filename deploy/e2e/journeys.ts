import type { Locator, Page } from 'playwright-core';
import { failedCallsOf } from './failed-calls.js';
import { DEMO_PASSWORD } from './portal-under-test.js';

/**
 * Waits until the person would see it (playwright-core has no `expect`: vitest asserts the rest). A
 * timeout says what the person saw instead: the open tabs' screens, so a CI failure explains itself.
 */
export async function visible(locator: Locator, timeout = 20_000): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    const seen = await whatThePageShows(page).catch(() => '(the page could not be read)');
    const failed = failedCallsOf(page).join('\n') || 'none';
    throw new Error(
      `${(error as Error).message}\n--- what the page showed ---\n${seen}\n--- its last failed calls ---\n${failed}`,
      {
        cause: error,
      },
    );
  }
  return locator;
}

async function whatThePageShows(page: Page): Promise<string> {
  return page.evaluate(() => {
    const screens = Array.from(document.querySelectorAll<HTMLElement>('section[aria-label]'));
    const described = screens.map(
      (screen) =>
        `[${screen.getAttribute('aria-label')}${screen.hidden ? ', hidden' : ''}] ${screen.innerText.slice(0, 600)}`,
    );
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).map(
      (d) => `[dialog] ${d.innerText.slice(0, 300)}`,
    );
    return [...described, ...dialogs].join('\n').replace(/\n{2,}/g, '\n') || document.body.innerText.slice(0, 1500);
  });
}

export function tabBar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Écrans ouverts' });
}

export function tab(page: Page, label: string): Locator {
  return tabBar(page).getByRole('tab', { name: label, exact: true });
}

/** The titles of the open tabs, left to right. */
export async function tabLabels(page: Page): Promise<string[]> {
  return tabBar(page).getByRole('tab').allInnerTexts();
}

export async function closeTabOf(page: Page, label: string): Promise<void> {
  await tabBar(page)
    .getByRole('button', { name: `Fermer l’onglet ${label}`, exact: true })
    .click();
}

/** The screen of the active tab (the others stay mounted, hidden). */
export function activeScreen(page: Page): Locator {
  return page.locator('section[aria-label]:not([hidden])');
}

/** Logs in through the login screen as a person would, and waits for the portal. */
export async function logIn(page: Page, portalUrl: string, email: string, hash = ''): Promise<void> {
  await page.goto(`${portalUrl}/#/${hash}`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await visible(tabBar(page), 30_000);
}

/** The menu: ProLayout's side menu on a desktop, the drawer's on a phone. */
const MENU = '.ant-pro-sider .ant-menu-root, nav[aria-label="Menu"] .ant-menu-root';

/** The drawer as the user reads it: group titles and entries, top to bottom. */
export async function menuTexts(page: Page): Promise<string[]> {
  const menu = page.locator(MENU).first();
  await visible(menu);
  const texts = await menu.locator('.ant-menu-item-group-title, .ant-menu-item').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

export function menuEntry(page: Page, label: string): Locator {
  // Exactly that label: 'Points de contrôle' is not 'Points de contrôle par site'.
  return page
    .locator(MENU)
    .locator('.ant-menu-item')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();
}

export async function openMenuEntry(page: Page, label: string): Promise<void> {
  await menuEntry(page, label).click();
}

/** The open dialog (antd keeps closed ones in the page, hidden). */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ hasText: title });
}

/**
 * Does what a person does until it takes, three times at most: on a loaded machine a click landing
 * while a dialog, menu or dropdown still animates (or is built again) can be lost, and a person would
 * simply try again. `beforeRetry` puts things back first (a menu left open closed).
 */
export async function tryAgainIfLost(attempt: () => Promise<void>, beforeRetry?: () => Promise<void>): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (tries === 3) throw error;
      await beforeRetry?.();
    }
  }
}

/**
 * Clicks a dialog's button until it is gone: a click landing while the dialog still animates in can
 * be lost on a loaded machine, and a person would simply click again.
 */
export async function clickUntilGone(button: Locator): Promise<void> {
  await tryAgainIfLost(async () => {
    await button.click();
    await button.waitFor({ state: 'hidden', timeout: 10_000 });
  });
}

/**
 * Opens a row's action menu and clicks one of its entries until `opened` shows: a click landing while
 * the dropdown still animates in can be lost on a loaded machine, and a person would simply try again.
 */
export async function chooseRowAction(page: Page, actions: Locator, entry: string, opened: Locator): Promise<void> {
  await tryAgainIfLost(
    async () => {
      await actions.click();
      await page.getByRole('menuitem', { name: entry }).click({ timeout: 5_000 });
      await opened.waitFor({ timeout: 10_000 });
    },
    () => page.keyboard.press('Escape'),
  );
}

/**
 * Picks an option of an antd select the way a person does: open it, type, click the option, and
 * wait until the select shows it (a click lost while the dropdown animates on a loaded machine is
 * simply made again).
 */
export async function choose(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  const listed = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first();
  await tryAgainIfLost(async () => {
    await field.click();
    await field.fill(typed);
    await listed.click({ timeout: 5_000 });
    await selectShowing(field, option).waitFor({ timeout: 5_000 });
  });
}

/** What the antd select holding this field shows as chosen, when it is this option. */
function selectShowing(field: Locator, option: string): Locator {
  return field
    .first()
    .locator('xpath=ancestor-or-self::div[contains(concat(" ", @class, " "), " ant-select ")][1]')
    .locator('.ant-select-selection-item')
    .filter({ hasText: option })
    .first();
}

/**
 * Scrolls the open dropdown's list (antd renders only the options in sight, around the chosen one)
 * from its top down until this option is in it.
 */
async function scrollToOption(page: Page, listed: Locator): Promise<void> {
  const holder = page.locator('.ant-select-dropdown:visible .rc-virtual-list-holder').first();
  // Whether the option shows once the list has drawn what is now in sight.
  const shown = () =>
    listed.waitFor({ state: 'visible', timeout: 300 }).then(
      () => true,
      () => false,
    );
  if (await listed.isVisible()) return;
  await holder.evaluate((element) => (element.scrollTop = 0)).catch(() => undefined);
  for (let step = 0; step < 40 && !(await shown()); step++) {
    const moved = await holder
      .evaluate((element) => {
        const before = element.scrollTop;
        element.scrollTop += element.clientHeight / 2;
        return element.scrollTop !== before;
      })
      .catch(() => false);
    if (!moved) return;
  }
}

/**
 * Picks an option of an antd select that is not searched (its shown value covers the input), and
 * waits until the select shows it: on a loaded machine a click landing while the dropdown still
 * animates can be lost, so a person would simply pick again.
 */
export async function pick(page: Page, field: Locator, option: string): Promise<void> {
  const shown = selectShowing(field, option);
  const listed = page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true });
  await tryAgainIfLost(async () => {
    // A dropdown left open by a lost click is used as it is: clicking the field again would close it.
    if (!(await listed.isVisible())) await field.first().click({ force: true });
    await page.locator('.ant-select-dropdown:visible').first().waitFor({ timeout: 5_000 });
    await scrollToOption(page, listed);
    await listed.click({ timeout: 5_000 });
    await shown.waitFor({ timeout: 5_000 });
  });
}

/**
 * The text of the first antd message (toast) matching `pattern`, read in the page the frame it shows:
 * a message goes after 3 s, and on a loaded machine a second Playwright call after seeing it may come
 * later than that (a CI run lost it so).
 */
export async function messageText(page: Page, pattern: RegExp, timeout = 20_000): Promise<string> {
  const found = await page.waitForFunction(
    (source) => {
      const wanted = new RegExp(source);
      const texts = Array.from(document.querySelectorAll('.ant-message-notice')).map((notice) =>
        (notice.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      return texts.find((text) => wanted.test(text)) ?? false;
    },
    pattern.source,
    { polling: 'raf', timeout },
  );
  return (await found.jsonValue()) as string;
}
