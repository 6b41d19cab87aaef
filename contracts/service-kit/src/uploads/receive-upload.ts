import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { Context } from 'hono';
import { fr, UPLOAD_MAX_BYTES } from '@portal/contracts';
import { AppError } from '../http/app-error.js';
import type { AppEnv } from '../http/env.js';
import { EXTENSIONS_OF, extensionOf, SNIFF_BYTES, sniffType, type SniffedType } from './sniff.js';

/** A file received whole on disk: its name, its checked type and size, and where it waits. */
export type ReceivedFile = {
  fileName: string;
  contentType: SniffedType;
  size: number;
  path: string;
  /** Removes the temporary file (always call it, in a `finally`). */
  discard: () => Promise<void>;
};

const invalidFile = (internal: string) =>
  new AppError('VALIDATION_FAILED', { details: { issues: [{ path: 'file', message: fr.INVALID_FILE }] }, internal });

const tooLarge = (internal: string) => new AppError('FILES_SIZES_TOO_LARGE', { internal });

/**
 * Receives the body of an upload as it streams in — the file's bytes themselves, its type in
 * `Content-Type`, its name given by the caller — into a temporary file, never whole in memory:
 * - a `Content-Length` above 25 Mo is refused (413) before a byte is read; a body without one is
 *   cut off (413) as soon as it passes 25 Mo;
 * - the type announced must be one of `accept`, agree with the name's extension, and be what the
 *   first bytes prove ('Le fichier est invalide' otherwise).
 */
export async function receiveUpload(
  c: Context<AppEnv>,
  options: { fileName: string; accept: readonly SniffedType[]; maxBytes?: number },
): Promise<ReceivedFile> {
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const declaredLength = Number(c.req.header('content-length') ?? Number.NaN);
  if (declaredLength > maxBytes) throw tooLarge(`Content-Length ${declaredLength}`);
  const announced = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() as SniffedType;
  if (!options.accept.includes(announced)) throw invalidFile(`type ${announced || 'none'} not accepted`);
  if (!EXTENSIONS_OF[announced].includes(extensionOf(options.fileName))) {
    throw invalidFile(`name ${options.fileName} does not fit ${announced}`);
  }
  const body = c.req.raw.body;
  if (!body) throw invalidFile('empty body');

  const dir = await mkdtemp(path.join(tmpdir(), 'upload-'));
  const discard = () => rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'content');
  const out = createWriteStream(file);
  const reader = body.getReader();
  let size = 0;
  let head = new Uint8Array(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge(`body passed ${maxBytes} bytes`);
      }
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, value.subarray(0, SNIFF_BYTES - head.length)]);
      if (!out.write(value)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    if (size === 0) throw invalidFile('empty body');
    const sniffed = sniffType(head);
    if (sniffed !== announced) throw invalidFile(`content is ${sniffed ?? 'unknown'}, announced ${announced}`);
    return { fileName: options.fileName, contentType: announced, size, path: file, discard };
  } catch (error) {
    out.destroy();
    await discard();
    throw error;
  }
}
