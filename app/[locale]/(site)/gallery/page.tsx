import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { CollectionPage } from '@/components/marketing/collection-page';
import { galleryListing } from '@/lib/server/coloring/gallery';
import { buildMetadata, localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

// Published and unpublished items must show at once, never from a cached render.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The listing's page number from `?page=`: 1 when absent, null when not a page number. */
function pageNumber(raw: string | string[] | undefined): number | null {
  if (raw === undefined) return 1;
  return typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }): Promise<Metadata> {
  const page = pageNumber((await searchParams).page) ?? 1;
  return buildMetadata(await localeOf(params), 'gallery', page > 1 ? `?page=${page}` : '');
}

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await pageLocale(params);
  const page = pageNumber((await searchParams).page);
  const listing = page ? await galleryListing(page) : null;
  if (!listing) notFound();
  const t = await getTranslations('gallery');
  return (
    <CollectionPage title={t('title')} lead={t('lead')} emoji="🖼️">
      <GalleryGrid items={listing.entries} page={listing.page} pages={listing.pages} />
    </CollectionPage>
  );
}
