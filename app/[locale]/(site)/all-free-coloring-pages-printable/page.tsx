import { getTranslations } from 'next-intl/server';
import { CollectionPage } from '@/components/marketing/collection-page';
import { metadataFor } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

export const generateMetadata = metadataFor('allFree');

export default async function Page({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('audiences.allFree');
  return <CollectionPage title={t('title')} lead={t('lead')} emoji="🖍️" />;
}
