import { CatalogueListing } from '@/components/catalogue/catalogue-listing';
import { AudienceLanding } from '@/components/marketing/audience-landing';
import { pagesForAudience } from '@/lib/catalogue/pages';
import { metadataFor } from '@/lib/seo/metadata';
import { pages } from '@/lib/seo/pages';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('adultColoringPages');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('catalogue.gridTitle');
  return (
    <AudienceLanding audience="adult">
      <CatalogueListing pages={pagesForAudience('adults')} heading={t('adults')} listing={{ name: t('adults'), path: pages.adultColoringPages.path }} />
    </AudienceLanding>
  );
}
