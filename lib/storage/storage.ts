// Client storage: every key is prefixed with the project name and every value is kept as
// a record { dataType, content, type, datetime } so a value read after its time limit can give back
// the empty value of its own type.
export const STORAGE_PREFIX = 'colorwell_';

export type StorageType = 'session' | 'local';
export type DataType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export type StorageRecord<T = unknown> = {
  dataType: DataType;
  content: T;
  type: StorageType;
  /** Millisecond timestamp of the write. */
  datetime: number;
  /** Lifetime in milliseconds; absent means no limit. */
  expire?: number;
};

export type SetOptions = { type?: StorageType; expireMs?: number };

function area(type: StorageType): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return type === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): behave as if empty.
    return null;
  }
}

export function dataTypeOf(value: unknown): DataType {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return t;
  return 'object';
}

/** An expired value reads as '', null, false or {} according to its type. */
export function emptyValueOf(dataType: DataType): unknown {
  switch (dataType) {
    case 'string':
      return '';
    case 'boolean':
      return false;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return null;
  }
}

export function setItem<T>(key: string, content: T, options: SetOptions = {}): void {
  const type = options.type ?? 'local';
  const record: StorageRecord<T> = { dataType: dataTypeOf(content), content, type, datetime: Date.now() };
  if (options.expireMs !== undefined) record.expire = options.expireMs;
  try {
    area(type)?.setItem(STORAGE_PREFIX + key, JSON.stringify(record));
  } catch {
    // Quota exceeded: the value is a convenience, never required.
  }
}

function readRecord(key: string, type: StorageType): StorageRecord | null {
  const raw = area(type)?.getItem(STORAGE_PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StorageRecord;
    return parsed && typeof parsed === 'object' && 'dataType' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored value; null when absent; the empty value of its type when expired. */
export function getItem<T = unknown>(key: string, type: StorageType = 'local'): T | null {
  const record = readRecord(key, type);
  if (!record) return null;
  if (record.expire !== undefined && Date.now() - record.datetime >= record.expire) {
    removeItem(key, type);
    return emptyValueOf(record.dataType) as T;
  }
  return record.content as T;
}

export function hasItem(key: string, type: StorageType = 'local'): boolean {
  return readRecord(key, type) !== null;
}

export function removeItem(key: string, type: StorageType = 'local'): void {
  area(type)?.removeItem(STORAGE_PREFIX + key);
}
