import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR, SHELL_APP } from '../remote-app.js';
import { appIconPng } from './app-icon.js';
import { crc32 } from './png.js';
import { precacheFiles, precacheVersion } from './precache.js';
import { pwaHeadTags } from './pwa-options.js';
import { webAppManifest } from './web-app-manifest.js';
import { writePwaFiles } from './write-pwa-files.js';

const pwa = SHELL_APP.pwa;
if (!pwa) throw new Error('the shell is not an installable app');

/** The chunks of a PNG: type and data, each CRC checked. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const typed = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    offset += 12 + length;
  }
  return chunks;
}

/** The RGB of a pixel of an icon made by `appIconPng` (rows unfiltered). */
function pixel(png: Buffer, x: number, y: number): number[] {
  const chunks = pngChunks(png);
  const size = chunks[0]?.data.readUInt32BE(0) ?? 0;
  const rows = inflateSync(Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)));
  const start = y * (size * 3 + 1) + 1 + x * 3;
  return [...rows.subarray(start, start + 3)];
}

describe("the shell's web app manifest", () => {
  it('is French, standalone, opens the portal root, in the theme colour, with 192 and 512 px icons', () => {
    const manifest = webAppManifest(pwa);
    expect(manifest).toMatchObject({
      name: 'Portail',
      short_name: 'Portail',
      lang: 'fr',
      display: 'standalone',
      start_url: './',
      scope: './',
      theme_color: '#1677ff',
    });
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      'icon-192.png 192x192 any',
      'icon-512.png 512x512 any',
      'icon-512.png 512x512 maskable',
    ]);
  });

  it("is linked from the page's head with the theme colour", () => {
    expect(pwaHeadTags(pwa)).toContain('<link rel="manifest" href="manifest.webmanifest">');
    expect(pwaHeadTags(pwa)).toContain('<meta name="theme-color" content="#1677ff">');
  });

  it('has valid PNG icons of the announced size: the theme colour around a white emblem', () => {
    for (const size of [192, 512]) {
      const png = appIconPng(size, '#1677ff');
      const [header] = pngChunks(png);
      expect(header?.type).toBe('IHDR');
      expect([header?.data.readUInt32BE(0), header?.data.readUInt32BE(4)]).toEqual([size, size]);
      expect(pixel(png, 0, 0)).toEqual([22, 119, 255]);
      expect(pixel(png, Math.round(size * 0.35), Math.round(size * 0.3))).toEqual([255, 255, 255]);
    }
  });
});

describe("the shell's service worker build", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pwa-build-'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><script defer src="main.0123abcd.js"></script>');
    await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(1);');
    await writeFile(path.join(dir, 'mf-manifest.json'), '{}');
    await writeFile(path.join(dir, 'mf-stats.json'), '{}');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('precaches every file the page may load, never the worker itself nor the build statistics', async () => {
    const built = await writePwaFiles({ pwa, appDir: path.join(ROOT_DIR, 'shell'), outDir: dir, mode: 'production' });
    expect(built.precache).toEqual([
      'icon-192.png',
      'icon-512.png',
      'index.html',
      'main.0123abcd.js',
      'manifest.webmanifest',
      'mf-manifest.json',
    ]);
    const worker = await readFile(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(`"${built.version}"`);
    expect(worker).toContain('"main.0123abcd.js"');
    expect(worker).not.toContain('PORTAL_SW_VERSION');
    expect(await precacheFiles(dir)).toEqual(built.precache);
  }, 30_000);

  it('takes its version from the files: the same files give the same version, a changed one another', async () => {
    const files = await precacheFiles(dir);
    const version = await precacheVersion(dir, files);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(await precacheVersion(dir, files)).toBe(version);
    await writeFile(path.join(dir, 'main.0123abcd.js'), 'console.log(2);');
    expect(await precacheVersion(dir, files)).not.toBe(version);
  });
});
