import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { serverEnv } from '@/lib/env';
import { isLocale, localeTags, type Locale } from '@/lib/i18n/locales';
import { alternatesFor } from './alternates';
import { pages, type PageKey } from './pages';

type LocaleParams = { params: Promise<{ locale: string }> };

type PageText = { title: string; description: string; index?: boolean; isHome?: boolean };

/** Title, description, canonical URL and hreflang alternates of the page at `pathname`. */
export function metadataFrom(locale: Locale, pathname: string, text: PageText): Metadata {
  const { title, description } = text;
  return {
    title: text.isHome ? { absolute: title } : title,
    description,
    alternates: alternatesFor(serverEnv().APP_URL, locale, pathname),
    openGraph: { title, description, siteName: 'Colorwell', locale: localeTags[locale], type: 'website' },
    // Account and sign-in pages carry no content worth indexing.
    robots: text.index === false ? { index: false, follow: true } : undefined,
  };
}

/**
 * Metadata of a fixed page, from its `meta.<key>` messages. `query` (e.g. `?page=2`) belongs to the page's
 * own URL: page 2 of a listing is its own canonical page, not a copy of page 1.
 */
export async function buildMetadata(locale: Locale, key: PageKey, query = ''): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' });
  return metadataFrom(locale, pages[key].path + query, {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    index: pages[key].access === 'public',
    isHome: key === 'home',
  });
}

export async function localeOf(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A listing's page number from `?page=`: 1 when absent, null when it is not a page number. */
export function listingPage(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  return typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

/** `generateMetadata` of a fixed page listed in pages (`?page=n`): page n ≥ 2 is its own canonical URL. */
export function pagedMetadataFor(key: PageKey) {
  return async ({ params, searchParams }: LocaleParams & { searchParams: SearchParams }): Promise<Metadata> => {
    const page = listingPage((await searchParams).page) ?? 1;
    return buildMetadata(await localeOf(params), key, page > 1 ? `?page=${page}` : '');
  };
}

/** `export const generateMetadata = metadataFor('pricing')` in a fixed page. */
export function metadataFor(key: PageKey) {
  return async ({ params }: LocaleParams): Promise<Metadata> => buildMetadata(await localeOf(params), key);
}

/** Site-wide defaults of the root layout: the title template and the absolute base URL. */
export async function siteMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(serverEnv().APP_URL),
    title: { template: '%s · Colorwell', default: 'Colorwell' },
    description: t('home.description'),
    applicationName: 'Colorwell',
    icons: { icon: '/icon.svg' },
  };
}
