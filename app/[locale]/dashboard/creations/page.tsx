import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CreationsView } from '@/components/creations/creations-view';
import { ToolHeader } from '@/components/tools/tool-header';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { requireUser, type SearchParams } from '../../_lib/access';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

const PATH = '/dashboard/creations';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'creations.page' });
  return metadataFrom(locale, PATH, { title: t('title'), description: t('lead'), index: false });
}

export default async function Page({ params, searchParams }: { params: LocaleParams; searchParams: Promise<SearchParams> }) {
  const locale = await pageLocale(params);
  await requireUser(locale, PATH, await searchParams);
  return (
    <ToolHeader namespace="creations.page">
      <CreationsView />
    </ToolHeader>
  );
}
