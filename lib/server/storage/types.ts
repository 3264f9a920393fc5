import 'server-only';

/** Where generation results and uploads are kept: the local disk or an S3-compatible bucket. */
export interface ResultStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when the key holds nothing (deleted or never written). */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are built by this module's callers from uuids; refuse anything that could leave the root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}
