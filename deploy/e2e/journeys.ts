import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './portal-under-test.js';

/** Waits until the person would see it (playwright-core has no `expect`: vitest asserts the rest). */
export async function visible(locator: Locator, timeout = 15_000): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

export function tabBar(page: Page): Locator {
  return page.getByRole('tablist', { name: 'Écrans ouverts' });
}

export function tab(page: Page, label: string): Locator {
  return tabBar(page).getByRole('tab', { name: label, exact: true });
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

/** The drawer as the user reads it: group titles and entries, top to bottom. */
export async function menuTexts(page: Page): Promise<string[]> {
  const menu = page.locator('.ant-pro-sider .ant-menu-root').first();
  await visible(menu);
  const texts = await menu.locator('.ant-menu-item-group-title, .ant-menu-item').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

export async function openMenuEntry(page: Page, label: string): Promise<void> {
  await page.locator('.ant-pro-sider .ant-menu-item').filter({ hasText: label }).first().click();
}
