import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { uuidv7 } from '@portal/contracts';
import type { Sql, Tx } from '../db/connect.js';
import { transaction, type Scope } from '../db/tenant.js';
import { copyFramesOfFile } from './copy-frames.js';
import type { ReceivedFile } from './receive-upload.js';
import { createSlots } from './slots.js';

/** The size of the chunks files are kept in (kit migration 005). */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/**
 * Uploads written to the database at the same time, per process: the others wait with their file
 * on disk and no connection taken, so that uploads never take the whole pool.
 */
const writeSlots = createSlots(4);

/** Runs `work` (a transaction that stores a file) when a write slot is free. */
export const withFileWriteSlot = <T>(work: () => Promise<T>): Promise<T> => writeSlots.run(work);

export type StoredFile = { id: string; contentType: string; size: number; chunks: number };

/**
 * Copies a received file into the database in the caller's transaction: streamed in binary COPY to
 * a temporary table (COPY is refused on a table under row-level security), then moved into the
 * chunks by the server — a few KiB held per upload, whatever its size.
 */
export async function storeFile(tx: Tx, agencyId: string, file: ReceivedFile): Promise<StoredFile> {
  const stored = {
    id: uuidv7(),
    contentType: file.contentType,
    size: file.size,
    chunks: Math.ceil(file.size / FILE_CHUNK_BYTES),
  };
  await tx`insert into stored_files (id, agency_id, content_type, size, chunks)
           values (${stored.id}, ${agencyId}, ${stored.contentType}, ${stored.size}, ${stored.chunks})`;
  await tx`create temporary table upload_chunks (seq int, data bytea)`;
  await pipeline(
    Readable.from(copyFramesOfFile(file.path, file.size, FILE_CHUNK_BYTES)),
    await tx`copy upload_chunks from stdin (format binary)`.writable(),
  );
  await tx`insert into stored_file_chunks (file_id, agency_id, seq, data)
           select ${stored.id}, ${agencyId}, seq, data from upload_chunks`;
  await tx`drop table upload_chunks`;
  return stored;
}

export async function findStoredFile(db: Sql | Tx, fileId: string): Promise<StoredFile | undefined> {
  const [row] = await db<StoredFile[]>`
    select id, content_type, size::int as size, chunks from stored_files where id = ${fileId}`;
  return row;
}

/**
 * A stored file's bytes as a stream, one chunk read (in its own transaction, under the reader's
 * scope) each time the client is ready for more.
 */
export function storedFileStream(sql: Sql, scope: Scope, file: StoredFile): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (seq >= file.chunks) return controller.close();
      const [row] = await transaction(
        sql,
        scope,
        (tx) => tx<{ data: Buffer }[]>`select data from stored_file_chunks where file_id = ${file.id} and seq = ${seq}`,
      );
      if (!row) return controller.error(new Error(`chunk ${seq} of file ${file.id} is missing`));
      seq += 1;
      controller.enqueue(new Uint8Array(row.data));
    },
  });
}
