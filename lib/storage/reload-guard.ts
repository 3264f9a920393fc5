import { getItem, setItem } from './storage';

// A reload guard lives 10 seconds, so an automatic reload cannot loop.
export const RELOAD_GUARD_KEY = 'reload_guard';
export const RELOAD_GUARD_MS = 10_000;

/** True when no automatic reload happened in the last 10 seconds. */
export function canReload(): boolean {
  return getItem<boolean>(RELOAD_GUARD_KEY, 'session') !== true;
}

/** Marks that an automatic reload is about to happen. */
export function armReloadGuard(): void {
  setItem(RELOAD_GUARD_KEY, true, { type: 'session', expireMs: RELOAD_GUARD_MS });
}
