import 'server-only';
import { redirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { SearchParams } from '@/lib/page-params';

/** An affiliate page for an account without an approved application sends it to the application. */
export function toApplication(locale: Locale): never {
  redirect(localizedPath(locale, '/affiliate/apply'));
}

/** The ?page= number of a paged list (1 when missing or not a positive integer). */
export function pageNumber(searchParams: SearchParams): number {
  const value = Number(Array.isArray(searchParams.page) ? searchParams.page[0] : searchParams.page);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}
