import { getItem, setItem, STORAGE_PREFIX } from '@/lib/storage/storage';

// hs_theme is light, dark, default or auto; auto follows the system preference.
export const THEME_KEY = 'hs_theme';
export const themes = ['light', 'dark', 'default', 'auto'] as const;
export type Theme = (typeof themes)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

export function readTheme(): Theme {
  const stored = getItem<string>(THEME_KEY);
  return isTheme(stored) ? stored : 'auto';
}

export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY).matches : false;
}

/** Whether the page should be dark for this theme ("default" is the light design). */
export function isDarkTheme(theme: Theme, prefersDark = systemPrefersDark()): boolean {
  return theme === 'dark' || (theme === 'auto' && prefersDark);
}

export function applyTheme(theme: Theme, prefersDark = systemPrefersDark()): void {
  if (typeof document === 'undefined') return;
  const dark = isDarkTheme(theme, prefersDark);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

const THEME_EVENT = 'colorwell-theme';

export function saveTheme(theme: Theme): void {
  setItem(THEME_KEY, theme);
  applyTheme(theme);
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** Calls back when the theme changes in this tab or another one; returns the unsubscribe. */
export function subscribeTheme(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_PREFIX + THEME_KEY) {
      applyTheme(readTheme());
      onChange();
    }
  };
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-applies "auto" when the system switches between light and dark; returns the unsubscribe. */
export function followSystemTheme(getTheme: () => Theme): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => {
    if (getTheme() === 'auto') applyTheme('auto', event.matches);
  };
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Inline script for <head>: applies the stored theme before the first paint so a dark-mode visitor
 * never sees a white flash. It reads the same storage record as readTheme().
 */
export const themeInitScript = `(function(){try{var r=localStorage.getItem(${JSON.stringify(
  STORAGE_PREFIX + THEME_KEY,
)});var t=r?JSON.parse(r).content:'auto';var d=t==='dark'||(t==='auto'&&matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light';}catch(e){}})();`;
