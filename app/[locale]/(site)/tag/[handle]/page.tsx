import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueListing } from '@/components/catalogue/catalogue-listing';
import { CollectionPage } from '@/components/marketing/collection-page';
import { pagesWithTag } from '@/lib/catalogue/pages';
import { findTag } from '@/lib/catalogue/tags';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../_lib/locale';

type Params = LocaleParams<'handle'>;

// Tag listings are rendered on their first visit in each language and kept.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const tag = findTag((await params).handle);
  if (!tag) return {};
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'themes.tags' });
  return metadataFrom(locale, `/tag/${tag}`, { title: t(`${tag}.title`), description: t(`${tag}.blurb`) });
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const tag = findTag((await params).handle);
  if (!tag) notFound();
  const t = await getTranslations('themes.tags');
  return (
    <CollectionPage title={t(`${tag}.title`)} lead={t(`${tag}.blurb`)} emoji="🏷️">
      <CatalogueListing pages={pagesWithTag(tag)} listing={{ name: t(`${tag}.title`), path: `/tag/${tag}` }} />
    </CollectionPage>
  );
}
