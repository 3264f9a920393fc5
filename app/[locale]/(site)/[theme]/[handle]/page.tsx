import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CollectionPage } from '@/components/marketing/collection-page';
import { findTheme, findThemeItem } from '@/lib/catalogue/themes';
import { localeOf, metadataFrom } from '@/lib/seo/metadata';
import { pageLocale } from '../../../_lib/locale';

type Params = Promise<{ locale: string; theme: string; handle: string }>;

async function lookup(params: Params) {
  const { theme: slug, handle } = await params;
  const theme = findTheme(slug);
  const item = theme ? findThemeItem(theme, handle) : undefined;
  return theme && item ? { theme, item } : undefined;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await lookup(params);
  if (!found) return {};
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'themes' });
  const { theme, item } = found;
  return metadataFrom(locale, `/${theme.slug}/${item}`, { title: t(`${theme.slug}.title`), description: t(`${theme.slug}.blurb`) });
}

// An item of a themed collection, shown in its theme's frame; unknown themes and handles are 404 (SPEC §2).
export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const found = await lookup(params);
  if (!found) notFound();
  const t = await getTranslations('themes');
  const { theme } = found;
  return <CollectionPage title={t(`${theme.slug}.title`)} lead={t(`${theme.slug}.blurb`)} emoji={theme.emoji} theme={theme.slug} />;
}
