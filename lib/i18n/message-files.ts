import { defaultLocale, type Locale } from '@/lib/i18n/locales';

export type Messages = Record<string, unknown>;

// Static import per language so every bundler (Next, Vite in tests, tsx in engine threads) can see the files.
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

/** One language's message file, parsed. */
export async function messagesOf(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/** A plain message (no placeholders) at a dotted key, from `locale` or else English. */
export async function plainMessage(locale: Locale, key: string): Promise<string> {
  const at = (messages: Messages) => key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  const own = at(await messagesOf(locale));
  if (typeof own === 'string') return own;
  const fallback = at(await messagesOf(defaultLocale));
  if (typeof fallback !== 'string') throw new Error(`no message at ${key}`);
  return fallback;
}
