import { pushColorHistory, sanitizeColorHistory } from '@/lib/engine/coloring';
import { getItem, setItem } from '@/lib/storage';

// The colour-picker history lives in local storage (key colorwell_color_history),
// read through useSyncExternalStore so the server render (no storage) and hydration agree.
const KEY = 'color_history';
const EMPTY: string[] = [];
let cache: string[] | null = null;
const listeners = new Set<() => void>();

export function readColorHistory(): string[] {
  cache ??= sanitizeColorHistory(getItem<string[]>(KEY));
  return cache;
}

export function serverColorHistory(): string[] {
  return EMPTY;
}

export function subscribeColorHistory(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab used a colour.
  const onStorage = () => {
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function rememberColor(color: string): void {
  const next = pushColorHistory(readColorHistory(), color);
  if (next.join() === cache?.join()) return;
  setItem(KEY, next);
  cache = next;
  listeners.forEach((l) => l());
}
