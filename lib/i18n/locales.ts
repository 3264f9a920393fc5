// The ten languages, their URL prefixes and language tags.
export const locales = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh-TW', 'vi', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** URL prefix of each language; English has none (localePrefix "as-needed"). */
export const localePrefixes: Record<Locale, string> = {
  en: '',
  de: '/de',
  es: '/es',
  fr: '/fr',
  ja: '/ja',
  ko: '/ko',
  pt: '/pt',
  'zh-TW': '/tw',
  vi: '/vi',
  'zh-CN': '/zh',
};

/** The BCP 47 tag put in <html lang> and hreflang. */
export const localeTags: Record<Locale, string> = {
  en: 'en-US',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  'zh-TW': 'zh-TW',
  vi: 'vi',
  'zh-CN': 'zh-CN',
};

/** Each language's own name, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  'zh-TW': '繁體中文',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** `value` when it is one of the site's languages, else the default language. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The path of `pathname` (no prefix, starting with "/") in `locale`. */
export function localizedPath(locale: Locale, pathname: string): string {
  const prefix = localePrefixes[locale];
  if (pathname === '/' || pathname === '') return prefix || '/';
  return prefix + pathname;
}
