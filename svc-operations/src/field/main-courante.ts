import { createHash } from 'node:crypto';
import {
  uuidv7,
  type MainCouranteEntry,
  type MainCouranteVerification,
  type ServiceEventTypeKey,
} from '@portal/contracts';
import type { Tx } from '@portal/service-kit';

/** The hash a chain starts from. */
export const GENESIS_HASH = '0'.repeat(64);

type EntryFields = Omit<MainCouranteEntry, 'seq' | 'prevHash' | 'hash'>;

/** An entry's hash: SHA-256 of the previous hash and of every field of the entry, in a fixed order. */
export function entryHash(prevHash: string, seq: number, entry: EntryFields): string {
  const fields = [
    prevHash,
    seq,
    entry.id,
    entry.eventId,
    entry.action,
    entry.targetId,
    entry.typeKey,
    entry.content,
    entry.attachmentIds,
    entry.authorId,
    entry.deviceAt,
    entry.serverAt,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

type NewEntry = Omit<EntryFields, 'id' | 'serverAt'> & { id?: string };

/**
 * Appends lines, in order, to the main courante of `chainId` (a site, or the agency for events with
 * no site): the chain's head is locked, each entry takes the next number and hashes the previous one.
 */
export async function appendEntries(
  tx: Tx,
  agencyId: string,
  chainId: string,
  entries: readonly NewEntry[],
): Promise<MainCouranteEntry[]> {
  if (entries.length === 0) return [];
  await tx`insert into main_courante_heads (agency_id, chain_id, seq, hash)
           values (${agencyId}, ${chainId}, 0, ${GENESIS_HASH}) on conflict do nothing`;
  const [head] = await tx<{ seq: string; hash: string }[]>`
    select seq, hash from main_courante_heads where agency_id = ${agencyId} and chain_id = ${chainId} for update`;
  let seq = Number(head!.seq);
  let prevHash = head!.hash;
  // Millisecond precision: what is stored reads back exactly as it was hashed.
  const serverAt = new Date().toISOString();
  const written = entries.map((entry): MainCouranteEntry => {
    const full: EntryFields = { ...entry, id: entry.id ?? uuidv7(), serverAt };
    seq += 1;
    const hash = entryHash(prevHash, seq, full);
    const line = { ...full, seq, prevHash, hash };
    prevHash = hash;
    return line;
  });
  await tx`insert into event_messages ${tx(
    written.map((line) => ({
      id: line.id,
      agencyId,
      eventId: line.eventId,
      action: line.action,
      targetId: line.targetId,
      content: line.content,
      attachmentIds: tx.json(line.attachmentIds),
      authorId: line.authorId,
      deviceAt: line.deviceAt,
      serverAt: line.serverAt,
      chainId,
      seq: line.seq,
      prevHash: line.prevHash,
      hash: line.hash,
    })),
  )}`;
  await tx`update main_courante_heads set seq = ${seq}, hash = ${prevHash} where agency_id = ${agencyId} and chain_id = ${chainId}`;
  return written;
}

export async function appendEntry(
  tx: Tx,
  agencyId: string,
  chainId: string,
  entry: NewEntry,
): Promise<MainCouranteEntry> {
  const [line] = await appendEntries(tx, agencyId, chainId, [entry]);
  return line!;
}

type EntryRow = Omit<MainCouranteEntry, 'seq' | 'deviceAt' | 'serverAt' | 'typeKey'> & {
  seq: string;
  deviceAt: Date;
  serverAt: Date;
  typeKey: ServiceEventTypeKey;
};

/** A chain's entries in order, as exported. */
export async function chainEntries(tx: Tx, agencyId: string, chainId: string): Promise<MainCouranteEntry[]> {
  const rows = await tx<EntryRow[]>`
    select m.seq, m.id, m.event_id, m.action, m.target_id, e.type_key, m.content, m.attachment_ids, m.author_id,
           m.device_at, m.server_at, m.prev_hash, m.hash
      from event_messages m join events e on e.agency_id = m.agency_id and e.id = m.event_id
     where m.agency_id = ${agencyId} and m.chain_id = ${chainId}
     order by m.seq`;
  return rows.map((row) => ({
    ...row,
    seq: Number(row.seq),
    deviceAt: row.deviceAt.toISOString(),
    serverAt: row.serverAt.toISOString(),
  }));
}

/**
 * Recomputes a chain: numbers follow each other from 1, each entry names the previous hash and its
 * own hash matches its fields, and the head agrees with the last entry. Anyone holding the export can
 * run the same check.
 */
export function verifyEntries(
  chainId: string,
  entries: readonly MainCouranteEntry[],
  head: { seq: number; hash: string } | null,
): MainCouranteVerification {
  let prevHash = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const { seq, prevHash: linked, hash, ...fields } = entry;
    if (seq !== index + 1 || linked !== prevHash || entryHash(prevHash, seq, fields) !== hash) {
      return { chainId, entries: entries.length, valid: false, brokenAtSeq: index + 1, lastHash: prevHash };
    }
    prevHash = hash;
  }
  const headAgrees = head === null ? entries.length === 0 : head.seq === entries.length && head.hash === prevHash;
  return {
    chainId,
    entries: entries.length,
    valid: headAgrees,
    brokenAtSeq: headAgrees ? null : entries.length + 1,
    lastHash: prevHash,
  };
}

export async function verifyChain(tx: Tx, agencyId: string, chainId: string): Promise<MainCouranteVerification> {
  const entries = await chainEntries(tx, agencyId, chainId);
  const [head] = await tx<{ seq: string; hash: string }[]>`
    select seq, hash from main_courante_heads where agency_id = ${agencyId} and chain_id = ${chainId}`;
  return verifyEntries(chainId, entries, head ? { seq: Number(head.seq), hash: head.hash } : null);
}
