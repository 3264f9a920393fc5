import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { themeMetadata, ThemeListingView } from '@/components/catalogue/listing-routes';
import { findTheme, themes } from '@/lib/catalogue/themes';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../_lib/locale';

type Params = LocaleParams<'theme'>;

export function generateStaticParams() {
  return themes.map((theme) => ({ theme: theme.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const theme = findTheme((await params).theme);
  return theme ? themeMetadata(await localeOf(params), theme.slug, 1) : {};
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const theme = findTheme((await params).theme);
  if (!theme) notFound();
  return <ThemeListingView theme={theme.slug} emoji={theme.emoji} page={1} />;
}
