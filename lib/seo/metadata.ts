import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SHARE_IMAGE_SIZE } from '@/lib/catalogue/files';
import { serverEnv } from '@/lib/env';
import { type Locale, localeTags, toLocale } from '@/lib/i18n/locales';
import type { LocaleParams, SearchParams } from '@/lib/page-params';
import { alternatesFor } from './alternates';
import { pages, type PageKey } from './pages';

/** The picture of a shared link to a page without one of its own; made by scripts/make-share-image.ts. */
const SITE_SHARE_IMAGE = '/share/colorwell.png';

/** A picture for link previews (Open Graph, X's card): a path on this site and what it shows. */
export type ShareImage = { path: string; width: number; height: number; alt: string };

type PageText = { title: string; description: string; index?: boolean; isHome?: boolean; image?: ShareImage };

/** Title, description, canonical URL and hreflang alternates of the page at `pathname`. */
export function metadataFrom(locale: Locale, pathname: string, text: PageText): Metadata {
  const { title, description } = text;
  return {
    title: text.isHome ? { absolute: title } : title,
    description,
    alternates: alternatesFor(serverEnv().APP_URL, locale, pathname),
    openGraph: {
      title,
      description,
      siteName: 'Colorwell',
      locale: localeTags[locale],
      type: 'website',
      ...(text.image && { images: [{ url: text.image.path, width: text.image.width, height: text.image.height, alt: text.image.alt }] }),
    },
    twitter: text.image ? { card: 'summary_large_image', title, description, images: [{ url: text.image.path, alt: text.image.alt }] } : undefined,
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
  const common = await getTranslations({ locale, namespace: 'common' });
  return metadataFrom(locale, pages[key].path + query, {
    title: t(`${key}.title`),
    description: t(`${key}.description`),
    index: pages[key].access === 'public',
    isHome: key === 'home',
    image: { path: SITE_SHARE_IMAGE, ...SHARE_IMAGE_SIZE, alt: common('shareImageAlt') },
  });
}

export async function localeOf(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  return toLocale(locale);
}

/** A listing's page number from `?page=`: 1 when absent, null when it is not a page number. */
export function listingPage(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  return typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

/** `generateMetadata` of a fixed page listed in pages (`?page=n`): page n ≥ 2 is its own canonical URL. */
export function pagedMetadataFor(key: PageKey) {
  return async ({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }): Promise<Metadata> => {
    const page = listingPage((await searchParams).page) ?? 1;
    return buildMetadata(await localeOf(params), key, page > 1 ? `?page=${page}` : '');
  };
}

/** `export const generateMetadata = metadataFor('pricing')` in a fixed page. */
export function metadataFor(key: PageKey) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => buildMetadata(await localeOf(params), key);
}

/** Site-wide defaults of the root layout: the title template and the absolute base URL. */
export async function siteMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
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
