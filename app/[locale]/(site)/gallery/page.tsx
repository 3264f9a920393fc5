import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { CollectionPage } from '@/components/marketing/collection-page';
import { galleryListing } from '@/lib/server/coloring/gallery';
import { listingPage, pagedMetadataFor } from '@/lib/seo/metadata';
import type { SearchParams } from '@/lib/page-params';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

// Published and unpublished items must show at once, never from a cached render.
export const dynamic = 'force-dynamic';

export const generateMetadata = pagedMetadataFor('gallery');

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  await pageLocale(params);
  const page = listingPage((await searchParams).page);
  const listing = page ? await galleryListing(page) : null;
  if (!listing) notFound();
  const t = await getTranslations('gallery');
  return (
    <CollectionPage title={t('title')} lead={t('lead')} emoji="🖼️">
      <GalleryGrid items={listing.entries} page={listing.page} pages={listing.pages} />
    </CollectionPage>
  );
}
