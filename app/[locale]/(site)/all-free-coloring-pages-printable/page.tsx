import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueListing } from '@/components/catalogue/catalogue-listing';
import { CollectionPage } from '@/components/marketing/collection-page';
import { CATALOGUE_PAGE_SIZE, cataloguePages } from '@/lib/catalogue/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('allFree');

const PATH = '/all-free-coloring-pages-printable';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  await pageLocale(params);
  const { page } = await searchParams;
  const pageCount = Math.ceil(cataloguePages.length / CATALOGUE_PAGE_SIZE);
  // ?page=2 … the last page; anything else (0, 99, "x", repeated) is not a page of this listing.
  const current = page === undefined ? 1 : typeof page === 'string' && /^[1-9]\d*$/.test(page) ? Number(page) : NaN;
  if (!(current >= 1 && current <= pageCount)) notFound();
  const t = await getTranslations('audiences.allFree');
  return (
    <CollectionPage title={t('title')} lead={t('lead')} emoji="🖍️">
      <CatalogueListing pages={[...cataloguePages]} current={current} basePath={PATH} />
    </CollectionPage>
  );
}
