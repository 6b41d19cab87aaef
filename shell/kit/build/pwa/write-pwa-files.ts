import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appIconPng } from './app-icon.js';
import { ICON_SIZES, iconFile, MANIFEST_FILE, type PwaOptions } from './pwa-options.js';
import { buildServiceWorker, type ServiceWorkerBuild } from './service-worker-build.js';
import { webAppManifest } from './web-app-manifest.js';

/**
 * Makes a built front end an installable app: writes its manifest and icons beside the page, then
 * its service worker, which precaches all of them.
 */
export async function writePwaFiles(options: {
  pwa: PwaOptions;
  appDir: string;
  outDir: string;
  mode: 'production' | 'development';
}): Promise<ServiceWorkerBuild> {
  const { pwa, outDir } = options;
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(webAppManifest(pwa), null, 2)}\n`);
  for (const size of ICON_SIZES) await writeFile(path.join(outDir, iconFile(size)), appIconPng(size, pwa.themeColor));
  return buildServiceWorker({ appDir: options.appDir, entry: pwa.serviceWorker, outDir, mode: options.mode });
}
