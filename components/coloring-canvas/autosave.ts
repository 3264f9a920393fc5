import type { SavedHistory } from '@/lib/engine/coloring';

// Autosave of the colour layer in IndexedDB, one PNG per page id, so a reload or a closed tab
// never loses work. PNG keeps the file small (large flat areas) and restores exact pixels.
// The undo steps are kept beside it, so undo still works after a reload.
const DB_NAME = 'colorwell_coloring';
const STORE = 'paintings';

interface SavedPainting {
  pageId: string;
  png: Blob;
  savedAt: number;
  history?: SavedHistory;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'pageId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = fn(transaction.objectStore(STORE));
      // A write counts once its transaction has committed: "saved" followed at once by a reload
      // must not lose it (the request succeeds before the commit, and unloading aborts the rest).
      if (mode === 'readonly') request.onsuccess = () => resolve(request.result as T);
      else transaction.oncomplete = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('autosave transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export function savePainting(pageId: string, png: Blob, history?: SavedHistory): Promise<unknown> {
  const record: SavedPainting = { pageId, png, savedAt: Date.now(), history };
  return run('readwrite', (store) => store.put(record));
}

export async function loadPainting(pageId: string): Promise<{ png: Blob; history: SavedHistory | null } | null> {
  const record = await run<SavedPainting | undefined>('readonly', (store) => store.get(pageId));
  return record ? { png: record.png, history: record.history ?? null } : null;
}

/** When the autosave of `pageId` was written (ms), or null when there is none. */
export async function localSavedAt(pageId: string): Promise<number | null> {
  const record = await run<SavedPainting | undefined>('readonly', (store) => store.get(pageId));
  return record?.savedAt ?? null;
}
