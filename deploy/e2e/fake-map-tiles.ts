import { MAP_TILE_URL } from '@portal/contracts';
import type { BrowserContext } from 'playwright-core';

/** A blank 1×1 PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The map tile server is a third party: in this browser context a blank tile answers every tile
 * request, so that no journey reaches the internet. Returns how many tiles were asked for.
 */
export async function fakeMapTiles(context: BrowserContext): Promise<() => number> {
  let served = 0;
  const origin = new URL(MAP_TILE_URL.replace(/\{[xyz]\}/g, '0')).origin;
  await context.route(`${origin}/**`, async (route) => {
    served += 1;
    await route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE });
  });
  return () => served;
}
