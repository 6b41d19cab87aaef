import { readFile } from 'node:fs/promises';
import type { Locator, Page, Response } from 'playwright-core';
import { clickUntilGone, dialog, visible } from './journeys.js';

/**
 * A dialog by its exact title, or a title starting so (the document dialog's title ends with its
 * state's tag); its buttons name the smaller dialogs they open, so a text inside would not do.
 */
export function titled(page: Page, title: string | RegExp): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}

/** The commercial document dialog once its document is saved: its actions' toolbar is in it. */
export function documentDialog(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('toolbar', { name: 'Actions du document' }) });
}

/** Closes a dialog by its cross, as a person does, and waits until it has gone. */
export async function closeDialog(box: Locator): Promise<void> {
  await clickUntilGone(box.locator('.ant-modal-close').first());
}

/** Answers a confirmation (its title, then its button), and waits until it has done its work and gone. */
export async function confirm(page: Page, title: string, ok: string): Promise<void> {
  const box = dialog(page, title);
  await visible(box);
  await clickUntilGone(box.getByRole('button', { name: ok, exact: true }));
}

/** What the person reads there, its spaces (narrow, no-break, between cells) as single spaces. */
export async function textOf(locator: Locator): Promise<string> {
  return (await locator.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** A money amount as the screens write it ('1 203,84 €'), its spaces as single spaces. */
export function euros(amount: string): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    .format(Number(amount))
    .replace(/\s+/g, ' ');
}

/**
 * Does what the person does (`act`) and answers the JSON body of the call to the service it makes:
 * `method` on a path ending with `pathEnd`.
 */
export async function callMadeBy<T = Record<string, unknown>>(
  page: Page,
  method: string,
  pathEnd: RegExp,
  act: () => Promise<void>,
): Promise<T> {
  const matches = (response: Response) =>
    response.request().method() === method && pathEnd.test(new URL(response.url()).pathname);
  const [response] = await Promise.all([page.waitForResponse(matches, { timeout: 30_000 }), act()]);
  if (!response.ok()) throw new Error(`${method} ${response.url()} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** Clicks `button` and answers the file the browser downloads: its name and bytes. */
export async function downloadOf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), button.click()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}
