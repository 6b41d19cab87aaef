import { open } from 'node:fs/promises';

/** The signature, flags and header extension length that open a binary COPY stream. */
const COPY_HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
/** Read from the file at a time: what one upload holds in memory while it is written. */
const PIECE_BYTES = 64 * 1024;

/**
 * A file cut into `(seq int, data bytea)` rows of `chunkBytes`, as PostgreSQL's binary COPY format
 * frames them: the bytes go to the server as they are (no hex text), a small piece at a time.
 */
export async function* copyFramesOfFile(path: string, size: number, chunkBytes: number): AsyncGenerator<Buffer> {
  const handle = await open(path);
  try {
    yield COPY_HEADER;
    for (let seq = 0, at = 0; at < size; seq++) {
      const length = Math.min(chunkBytes, size - at);
      const tuple = Buffer.alloc(14);
      tuple.writeInt16BE(2, 0); // two fields
      tuple.writeInt32BE(4, 2); // seq: an int4
      tuple.writeInt32BE(seq, 6);
      tuple.writeInt32BE(length, 10); // data: `length` bytes
      yield tuple;
      for (let sent = 0; sent < length;) {
        const piece = Buffer.allocUnsafe(Math.min(PIECE_BYTES, length - sent));
        const { bytesRead } = await handle.read(piece, 0, piece.length, at + sent);
        if (bytesRead === 0) throw new Error(`${path} ended at ${at + sent} bytes, ${size} expected`);
        sent += bytesRead;
        yield piece.subarray(0, bytesRead);
      }
      at += length;
    }
    const trailer = Buffer.alloc(2);
    trailer.writeInt16BE(-1);
    yield trailer;
  } finally {
    await handle.close();
  }
}
