import type { Locale } from '@/lib/i18n/locales';

// What §8 handling needs from the running app. The provider installs the real one in the browser;
// tests install fakes; on the server nothing is installed, so errors are only thrown.
export type ApiRuntime = {
  locale: Locale;
  /** Translates a key of the `errors` namespace. */
  translate: (key: string) => string;
  toastError: (message: string) => void;
  /** Goes to an already localized href. */
  navigate: (href: string) => void;
  clearSession: () => void;
  /** Current path and query, for the `from` of /login. */
  currentPath: () => string;
};

let runtime: ApiRuntime | null = null;

export function installApiRuntime(next: ApiRuntime | null): void {
  runtime = next;
}

export function apiRuntime(): ApiRuntime | null {
  return runtime;
}
