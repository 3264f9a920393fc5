import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AudienceLanding, type Audience } from '@/components/marketing/audience-landing';
import { CollectionPage } from '@/components/marketing/collection-page';
import { shareImageUrl, SHARE_IMAGE_SIZE } from '@/lib/catalogue/files';
import { listingPagePath, listingPageParam } from '@/lib/catalogue/listing-pages';
import { cataloguePages, pagesForAudience, pagesOfTheme, pagesWithTag, type CatalogueAudience, type CataloguePage } from '@/lib/catalogue/pages';
import type { TagHandle } from '@/lib/catalogue/tags';
import { catalogueText } from '@/lib/catalogue/text';
import type { ThemeSlug } from '@/lib/catalogue/themes';
import type { Locale } from '@/lib/i18n/locales';
import { buildMetadata, metadataFrom } from '@/lib/seo/metadata';
import { pages, type PageKey } from '@/lib/seo/pages';
import { CatalogueListing } from './catalogue-listing';

// The catalogue's listings, each split into pages: page 1 at the listing's URL (`page.tsx`), page n at
// `{listing}/page/{n}` (`page/[n]/page.tsx`). Both routes render the same view from here.

const AUDIENCES: Record<Audience, { pages: CatalogueAudience; key: PageKey }> = {
  kid: { pages: 'kids', key: 'kidColoringPages' },
  teen: { pages: 'teens', key: 'teenColoringPages' },
  adult: { pages: 'adults', key: 'adultColoringPages' },
};

/** The cards of a listing and its path without language. */
export type Listing = { path: string; pages: CataloguePage[] };

export const tagListing = (tag: TagHandle): Listing => ({ path: `/tag/${tag}`, pages: pagesWithTag(tag) });
export const themeListing = (theme: ThemeSlug): Listing => ({ path: `/${theme}`, pages: pagesOfTheme(theme) });
export const audienceListing = (audience: Audience): Listing => ({
  path: pages[AUDIENCES[audience].key].path,
  pages: pagesForAudience(AUDIENCES[audience].pages),
});
export const allFreeListing = (): Listing => ({ path: pages.allFree.path, pages: [...cataloguePages] });

/** The page number of a `/page/{n}` route of this listing, or null (the route answers 404). */
export const pageOfListing = (listing: Listing, raw: string) => listingPageParam(raw, listing.pages.length);

/** "Title – page n" from page 2 on, so every page of a listing has its own title. */
async function titleOfPage(locale: Locale, title: string, page: number): Promise<string> {
  if (page <= 1) return title;
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return t('titleOfPage', { title, page });
}

/** Metadata of page `page` of a listing: its own title, canonical URL and hreflang alternates. */
async function pagedMetadata(locale: Locale, listing: Listing, page: number, base: Metadata | Promise<Metadata>): Promise<Metadata> {
  const metadata = await base;
  const path = listingPagePath(listing.path, page);
  if (page <= 1) return metadata;
  const title = await titleOfPage(locale, String(metadata.title), page);
  const from = metadataFrom(locale, path, { title, description: String(metadata.description ?? '') });
  // The share image stays the listing's; title, canonical URL and alternates are the page's own.
  return { ...metadata, title, alternates: from.alternates, openGraph: { ...metadata.openGraph, title } };
}

export async function tagMetadata(locale: Locale, tag: TagHandle, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'themes.tags' });
  const listing = tagListing(tag);
  return pagedMetadata(locale, listing, page, metadataFrom(locale, listing.path, { title: t(`${tag}.title`), description: t(`${tag}.blurb`) }));
}

export async function TagListingView({ tag, page }: { tag: TagHandle; page: number }) {
  const t = await getTranslations('themes.tags');
  const listing = tagListing(tag);
  return (
    <CollectionPage title={t(`${tag}.title`)} lead={t(`${tag}.blurb`)} emoji="🏷️">
      <CatalogueListing pages={listing.pages} current={page} listing={{ name: t(`${tag}.title`), path: listing.path }} />
    </CollectionPage>
  );
}

export async function themeMetadata(locale: Locale, theme: ThemeSlug, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'themes' });
  const listing = themeListing(theme);
  // The theme's first page stands for the collection when a link to it is shared.
  const first = listing.pages[0];
  return pagedMetadata(
    locale,
    listing,
    page,
    metadataFrom(locale, listing.path, {
      title: t(`${theme}.title`),
      description: t(`${theme}.blurb`),
      image: first && { path: shareImageUrl(first.handle), ...SHARE_IMAGE_SIZE, alt: catalogueText(first, locale).alt },
    }),
  );
}

export async function ThemeListingView({ theme, emoji, page }: { theme: ThemeSlug; emoji: string; page: number }) {
  const t = await getTranslations('themes');
  const listing = themeListing(theme);
  return (
    <CollectionPage title={t(`${theme}.title`)} lead={t(`${theme}.blurb`)} emoji={emoji} theme={theme}>
      <CatalogueListing pages={listing.pages} current={page} listing={{ name: t(`${theme}.title`), path: listing.path }} />
    </CollectionPage>
  );
}

export async function audienceMetadata(locale: Locale, audience: Audience, page: number): Promise<Metadata> {
  return pagedMetadata(locale, audienceListing(audience), page, buildMetadata(locale, AUDIENCES[audience].key));
}

export async function AudienceListingView({ audience, page }: { audience: Audience; page: number }) {
  const t = await getTranslations('catalogue.gridTitle');
  const listing = audienceListing(audience);
  const heading = t(AUDIENCES[audience].pages);
  return (
    <AudienceLanding audience={audience}>
      <CatalogueListing pages={listing.pages} current={page} heading={heading} listing={{ name: heading, path: listing.path }} />
    </AudienceLanding>
  );
}

export async function allFreeMetadata(locale: Locale, page: number): Promise<Metadata> {
  return pagedMetadata(locale, allFreeListing(), page, buildMetadata(locale, 'allFree'));
}

export async function AllFreeView({ page }: { page: number }) {
  const t = await getTranslations('audiences.allFree');
  const listing = allFreeListing();
  return (
    <CollectionPage title={t('title')} lead={t('lead')} emoji="🖍️">
      <CatalogueListing pages={listing.pages} current={page} listing={{ name: t('title'), path: listing.path }} />
    </CollectionPage>
  );
}
