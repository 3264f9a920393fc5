import type { Locale } from '../i18n/locales';

// The emojibase-data folder that holds each site language's CLDR annotations.
export const EMOJIBASE_LOCALE: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  'zh-TW': 'zh-hant',
  vi: 'vi',
  'zh-CN': 'zh',
};
