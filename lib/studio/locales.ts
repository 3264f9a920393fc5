// The ten site languages and the emojibase-data folder that holds each one's CLDR annotations.
export const STUDIO_LOCALES = ['en', 'de', 'es', 'fr', 'ja', 'ko', 'pt', 'zh-TW', 'vi', 'zh-CN'] as const;
export type StudioLocale = (typeof STUDIO_LOCALES)[number];

export const EMOJIBASE_LOCALE: Record<StudioLocale, string> = {
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
