import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogueListing } from '@/components/catalogue/catalogue-listing';
import { CollectionPage } from '@/components/marketing/collection-page';
import { shareImageUrl, SHARE_IMAGE_SIZE } from '@/lib/catalogue/files';
import { pagesOfTheme } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { findTheme, themes } from '@/lib/catalogue/themes';
import { metadataFrom, localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

type Params = LocaleParams<'theme'>;

export function generateStaticParams() {
  return themes.map((theme) => ({ theme: theme.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeOf(params);
  const theme = findTheme((await params).theme);
  if (!theme) return {};
  const t = await getTranslations({ locale, namespace: 'themes' });
  // The theme's first page stands for the collection when a link to it is shared.
  const first = pagesOfTheme(theme.slug)[0];
  return metadataFrom(locale, `/${theme.slug}`, {
    title: t(`${theme.slug}.title`),
    description: t(`${theme.slug}.blurb`),
    image: first && { path: shareImageUrl(first.handle), ...SHARE_IMAGE_SIZE, alt: catalogueText(first, locale).alt },
  });
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const theme = findTheme((await params).theme);
  if (!theme) notFound();
  const t = await getTranslations('themes');
  return (
    <CollectionPage title={t(`${theme.slug}.title`)} lead={t(`${theme.slug}.blurb`)} emoji={theme.emoji} theme={theme.slug}>
      <CatalogueListing pages={pagesOfTheme(theme.slug)} listing={{ name: t(`${theme.slug}.title`), path: `/${theme.slug}` }} />
    </CollectionPage>
  );
}
