import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/contracts';
import { inParallel, send } from './http.js';
import { count, reportFigure, seconds } from './report.js';
import { atScale } from './scale.js';
import { startBatterySystem, type BatterySystem } from './world/battery-system.js';
import { buildWorld, type AgencyWorld } from './world/world.js';

const MISMATCHED_FILES = 100;
const PARALLEL_UPLOADS = atScale({ fast: 8, full: 20 });
const RSS_LIMIT_MB = 300;

let system: BatterySystem;
let agency: AgencyWorld;
let siteId: string;

beforeAll(async () => {
  system = await startBatterySystem();
  agency = (await buildWorld(system, 1, 1)).agencies[0] as AgencyWorld;
  siteId = agency.objects.siteId[0] ?? '';
}, 300_000);
afterAll(async () => system?.stop());

const uploadUrl = (fileName: string) =>
  `${system.urls.operations}/agency/${agency.id}/site/${siteId}/photos?fileName=${encodeURIComponent(fileName)}`;

const storedCounts = async () => {
  const [row] = await system.superusers.operations<{ photos: number; files: number; chunks: number }[]>`
    select (select count(*)::int from site_photos) as photos, (select count(*)::int from stored_files) as files,
           (select count(*)::int from stored_file_chunks) as chunks`;
  return row;
};

/** The resident memory of operations' process now, in MB (Linux). */
async function operationsRssMb(): Promise<number> {
  const status = await readFile(`/proc/${system.processes.operations.pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = bytes('RIFF\x22\0\0\0WEBPVP8 ');

/** Files whose content is not what their name or their announced type says (or not an image at all). */
function mismatchedFile(n: number): { fileName: string; contentType: string; content: Uint8Array<ArrayBuffer> } {
  const contents: [string, Uint8Array<ArrayBuffer>][] = [
    ['gif', bytes('GIF89a\x01\0\x01\0')],
    ['pdf', bytes('%PDF-1.7\n%âãÏÓ\n')],
    ['html', bytes('<!doctype html><script>alert(1)</script>')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['exe', bytes('MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff')],
    ['zip', bytes('PK\x03\x04\x14\0\0\0\x08\0')],
    ['text', bytes('ceci est une photo, promis')],
    ['png', PNG],
    ['jpeg', JPEG_HEAD],
    ['webp', WEBP],
  ];
  const [kind, content] = contents[n % contents.length] ?? ['text', bytes('x')];
  // A real image is named or announced as another; anything else claims to be an image.
  const disguises: [string, string][] =
    kind === 'png'
      ? [
          ['photo.jpg', 'image/jpeg'],
          ['photo.png', 'image/jpeg'],
          ['photo.exe', 'image/png'],
        ]
      : kind === 'jpeg'
        ? [
            ['photo.png', 'image/png'],
            ['photo.jpg', 'image/webp'],
            ['photo.jpeg.php', 'image/jpeg'],
          ]
        : kind === 'webp'
          ? [
              ['photo.webp', 'image/png'],
              ['photo.gif', 'image/webp'],
              ['photo', 'image/webp'],
            ]
          : [
              ['photo.png', 'image/png'],
              ['photo.jpg', 'image/jpeg'],
              ['photo.webp', 'image/webp'],
            ];
  const [fileName, contentType] = disguises[Math.floor(n / contents.length) % disguises.length] ?? [
    'x.png',
    'image/png',
  ];
  return { fileName: `${n}-${fileName}`, contentType, content };
}

/**
 * Sends the headers of an upload announcing `length` bytes and only its first `sent` bytes, and
 * waits for the answer: a service that buffers the body before refusing never answers.
 */
function answerBeforeTheBody(length: number, sent: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const url = new URL(uploadUrl('trop-grande.png'));
    const outgoing = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${agency.callers.owner}`,
        'content-type': 'image/png',
        'content-length': String(length),
      },
    });
    outgoing.on('response', (response) => {
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started });
      response.resume();
      outgoing.destroy();
    });
    outgoing.on('error', (error) => {
      if (!outgoing.destroyed) reject(error);
    });
    const head = new Uint8Array(sent);
    head.set(PNG);
    outgoing.write(head);
    setTimeout(() => reject(new Error('no answer while the body was held back')), 10_000).unref();
  });
}

describe('uploads', () => {
  test('25 Mo + 1 byte is refused with 413 before the body is read', async () => {
    const before = await storedCounts();
    const refused = await answerBeforeTheBody(UPLOAD_MAX_BYTES + 1, 64 * 1024);
    reportFigure(
      'uploads',
      `${count(UPLOAD_MAX_BYTES + 1)} bytes announced, 64 KiB sent: ${refused.status} in ${Math.round(refused.ms)} ms`,
    );
    expect(refused.status).toBe(413);
    // Exactly the limit is taken.
    const limit = new Uint8Array(UPLOAD_MAX_BYTES);
    limit.set(PNG);
    const taken = await send({
      method: 'POST',
      url: uploadUrl('limite.png'),
      token: agency.callers.owner,
      raw: limit,
      contentType: 'image/png',
    });
    expect(taken.status).toBe(201);
    expect((await storedCounts())?.photos).toBe((before?.photos ?? 0) + 1);
  });

  test(`${MISMATCHED_FILES} files whose content does not match their name or type: 0 accepted, nothing stored`, async () => {
    const before = await storedCounts();
    const answers = await inParallel(
      Array.from({ length: MISMATCHED_FILES }, (_, n) => mismatchedFile(n)),
      8,
      async (file) => ({
        file,
        answer: await send({
          method: 'POST',
          url: uploadUrl(file.fileName),
          token: agency.callers.owner,
          raw: file.content,
          contentType: file.contentType,
        }),
      }),
    );
    const accepted = answers.filter(({ answer }) => answer.status < 300);
    const invalid = answers.filter(
      ({ answer }) => answer.status === 400 && answer.text.includes('Le fichier est invalide'),
    ).length;
    reportFigure(
      'uploads',
      `${MISMATCHED_FILES} mismatched files: ${accepted.length} accepted, ${invalid} 'Le fichier est invalide'`,
    );
    expect(accepted.map(({ file }) => `${file.fileName} (${file.contentType})`)).toEqual([]);
    expect(invalid).toBe(MISMATCHED_FILES);
    expect(await storedCounts()).toEqual(before);
  });

  test(`${PARALLEL_UPLOADS} × 25 Mo in parallel: operations' resident memory stays under ${RSS_LIMIT_MB} MB`, async () => {
    const image = new Uint8Array(UPLOAD_MAX_BYTES);
    for (let i = 0; i < image.length; i += 4096) image[i] = i % 251;
    image.set(PNG);
    const before = await storedCounts();
    const baseline = await operationsRssMb();
    let peak = baseline;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await operationsRssMb());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL_UPLOADS }, (_, n) =>
        send({
          method: 'POST',
          url: uploadUrl(`grande-${n}.png`),
          token: agency.callers.owner,
          raw: image,
          contentType: 'image/png',
        }),
      ),
    );
    const elapsed = performance.now() - started;
    sampling = false;
    await sampler;
    const after = await storedCounts();
    reportFigure(
      'uploads',
      `${PARALLEL_UPLOADS} × 25 Mo in parallel in ${seconds(elapsed)}: operations RSS ${Math.round(baseline)} MB before, ` +
        `peak ${Math.round(peak)} MB; ${answers.filter((answer) => answer.status === 201).length} stored`,
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: PARALLEL_UPLOADS }, () => 201));
    expect((after?.photos ?? 0) - (before?.photos ?? 0)).toBe(PARALLEL_UPLOADS);
    expect((after?.chunks ?? 0) - (before?.chunks ?? 0)).toBe(PARALLEL_UPLOADS * 24);
    expect(peak).toBeLessThan(RSS_LIMIT_MB);
  }, 600_000);
});
