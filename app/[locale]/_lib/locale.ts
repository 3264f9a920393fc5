import { setRequestLocale } from 'next-intl/server';
import { type Locale, toLocale } from '@/lib/i18n/locales';

export type LocaleParams = Promise<{ locale: string }>;

/** The page's language, registered for next-intl's server functions (the layout already 404s unknown ones). */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  const valid: Locale = toLocale(locale);
  setRequestLocale(valid);
  return valid;
}
