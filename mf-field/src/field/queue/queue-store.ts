import type { FieldMessageInput, FieldPhotoType, FieldService } from '@portal/contracts';

/** A photo a queued message carries: kept on the phone with it, uploaded just before it. */
export type QueuedFile = {
  id: string;
  fileName: string;
  contentType: FieldPhotoType;
  content: Blob;
  uploaded: boolean;
};

/** A message waiting on the phone: in order (`seq`), for one agency and one user, until the server applied it. */
export type QueuedMessage = {
  seq?: number;
  uuid: string;
  agencyId: string;
  userId: string;
  message: FieldMessageInput;
  /** Its photos (their ids are the message's attachmentIds). */
  files: QueuedFile[];
  /** The agent chose to skip it after the server refused it (01 §4 Event sync). */
  skipped: boolean;
};

/** The last day the server gave, kept to open the field screens with no network. */
export type DaySnapshot = { key: string; services: FieldService[]; savedAt: string };

const DB_NAME = 'portal-field';
const VERSION = 1;
const MESSAGES = 'messages';
const SNAPSHOTS = 'snapshots';

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(MESSAGES))
        db.createObjectStore(MESSAGES, { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains(SNAPSHOTS)) db.createObjectStore(SNAPSHOTS, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB indisponible'));
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'));
  });
}

async function store(name: string, mode: IDBTransactionMode) {
  const db = await openDatabase();
  return db.transaction(name, mode).objectStore(name);
}

/** The queue persisted in IndexedDB: it survives a reload and a closed tab. */
export const queueStore = {
  async add(entry: Omit<QueuedMessage, 'seq'>): Promise<void> {
    await done((await store(MESSAGES, 'readwrite')).add(entry));
  },
  /** Every message of the user in the agency, oldest first (skipped ones included). */
  async all(agencyId: string, userId: string): Promise<QueuedMessage[]> {
    const entries = await done((await store(MESSAGES, 'readonly')).getAll() as IDBRequest<QueuedMessage[]>);
    return entries
      .filter((entry) => entry.agencyId === agencyId && entry.userId === userId)
      .map((entry) => ({ ...entry, files: entry.files ?? [] }));
  },
  async remove(seqs: readonly number[]): Promise<void> {
    const messages = await store(MESSAGES, 'readwrite');
    await Promise.all(seqs.map((seq) => done(messages.delete(seq))));
  },
  async markSkipped(entry: QueuedMessage): Promise<void> {
    await done((await store(MESSAGES, 'readwrite')).put({ ...entry, skipped: true }));
  },
  /** One of the message's photos reached the server: it is not sent again. */
  async markUploaded(entry: QueuedMessage, fileId: string): Promise<QueuedMessage> {
    const files = entry.files.map((file) => (file.id === fileId ? { ...file, uploaded: true } : file));
    const updated = { ...entry, files };
    await done((await store(MESSAGES, 'readwrite')).put(updated));
    return updated;
  },
  async saveDay(snapshot: DaySnapshot): Promise<void> {
    await done((await store(SNAPSHOTS, 'readwrite')).put(snapshot));
  },
  async day(key: string): Promise<DaySnapshot | undefined> {
    return done((await store(SNAPSHOTS, 'readonly')).get(key) as IDBRequest<DaySnapshot | undefined>);
  },
};
