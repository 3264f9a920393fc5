import 'server-only';
import { createTranslator } from 'use-intl/core';
import { formats } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

type Messages = Record<string, unknown>;
type Values = Record<string, string | number | Date>;

// Static import per language so every bundler (Next, Vite in tests) can see the files.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('@/messages/en.json'),
  de: () => import('@/messages/de.json'),
  es: () => import('@/messages/es.json'),
  fr: () => import('@/messages/fr.json'),
  ja: () => import('@/messages/ja.json'),
  ko: () => import('@/messages/ko.json'),
  pt: () => import('@/messages/pt.json'),
  'zh-TW': () => import('@/messages/zh-TW.json'),
  vi: () => import('@/messages/vi.json'),
  'zh-CN': () => import('@/messages/zh-CN.json'),
};

export type Translate = (key: string, values?: Values) => string;

function translatorFor(locale: Locale, messages: Messages) {
  return createTranslator({ locale, messages, formats, onError: () => {} });
}

/** A translator for server answers and mail; a key missing in `locale` falls back to English. */
export async function serverTranslator(locale: Locale): Promise<Translate> {
  const own = translatorFor(locale, (await loaders[locale]()).default);
  const fallback = locale === defaultLocale ? own : translatorFor(defaultLocale, (await loaders[defaultLocale]()).default);
  return (key, values) => {
    const t = own.has(key as never) ? own : fallback;
    return (t as unknown as (k: string, v?: Values) => string)(key, values);
  };
}
