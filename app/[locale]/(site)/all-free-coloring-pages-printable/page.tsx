import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueListing } from '@/components/catalogue/catalogue-listing';
import { CollectionPage } from '@/components/marketing/collection-page';
import { CATALOGUE_PAGE_SIZE, cataloguePages } from '@/lib/catalogue/pages';
import { listingPage, pagedMetadataFor } from '@/lib/seo/metadata';
import type { SearchParams } from '@/lib/page-params';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = pagedMetadataFor('allFree');

const PATH = '/all-free-coloring-pages-printable';

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  await pageLocale(params);
  const pageCount = Math.ceil(cataloguePages.length / CATALOGUE_PAGE_SIZE);
  // ?page=2 … the last page; anything else (0, 99, "x", repeated) is not a page of this listing.
  const current = listingPage((await searchParams).page);
  if (current === null || current > pageCount) notFound();
  const t = await getTranslations('audiences.allFree');
  return (
    <CollectionPage title={t('title')} lead={t('lead')} emoji="🖍️">
      <CatalogueListing pages={[...cataloguePages]} current={current} basePath={PATH} listing={{ name: t('title'), path: PATH }} />
    </CollectionPage>
  );
}
