import { setRequestLocale } from 'next-intl/server';
import { type Locale, toLocale } from '@/lib/i18n/locales';
import type { LocaleParams } from '@/lib/page-params';

export type { LocaleParams };

/** The page's language, registered for next-intl's server functions (the layout already 404s unknown ones). */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  const valid: Locale = toLocale(locale);
  setRequestLocale(valid);
  return valid;
}
