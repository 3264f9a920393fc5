import { formatDate } from '@/lib/format/date';
import { isLocale, localeTags } from '@/lib/i18n/locales';

function tagOf(locale: string): string {
  return isLocale(locale) ? localeTags[locale] : 'en-US';
}

/** Integer cents in the reader's number format (the programme pays in one currency). */
export function formatCents(cents: number, locale: string, currency = 'USD'): string {
  return new Intl.NumberFormat(tagOf(locale), { style: 'currency', currency }).format(cents / 100);
}

/** "Mon DD YYYY" from Unix seconds in the reader's language, "--" when missing. */
export function formatDay(seconds: number | null | undefined, locale: string): string {
  return formatDate(seconds, { locale: tagOf(locale), timeZone: 'UTC' });
}

export function formatPercent(rate: number, locale: string): string {
  return new Intl.NumberFormat(tagOf(locale), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}
