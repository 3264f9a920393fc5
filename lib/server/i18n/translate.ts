import 'server-only';
import { createTranslator } from 'use-intl/core';
import { formats } from '@/lib/i18n/formats';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { messagesOf, type Messages } from '@/lib/i18n/message-files';

type Values = Record<string, string | number | Date>;

export type Translate = (key: string, values?: Values) => string;

function translatorFor(locale: Locale, messages: Messages) {
  return createTranslator({ locale, messages, formats, onError: () => {} });
}

/** A translator for server answers and mail; a key missing in `locale` falls back to English. */
export async function serverTranslator(locale: Locale): Promise<Translate> {
  const own = translatorFor(locale, await messagesOf(locale));
  const fallback = locale === defaultLocale ? own : translatorFor(defaultLocale, await messagesOf(defaultLocale));
  return (key, values) => {
    const t = own.has(key as never) ? own : fallback;
    return (t as unknown as (k: string, v?: Values) => string)(key, values);
  };
}
