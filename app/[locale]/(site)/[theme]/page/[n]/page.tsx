import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageOfListing, themeListing, themeMetadata, ThemeListingView } from '@/components/catalogue/listing-routes';
import { findTheme } from '@/lib/catalogue/themes';
import { localeOf } from '@/lib/seo/metadata';
import { pageLocale, type LocaleParams } from '../../../../_lib/locale';

type Params = LocaleParams<'theme' | 'n'>;

/** The theme and page number of `/{theme}/page/{n}`, or null when there is no such page. */
async function themePage(params: Params) {
  const { theme: slug, n } = await params;
  const theme = findTheme(slug);
  const page = theme ? pageOfListing(themeListing(theme.slug), n) : null;
  return theme && page ? { theme, page } : null;
}

// Later pages of a theme are rendered on their first visit in each language and kept.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await themePage(params);
  return found ? themeMetadata(await localeOf(params), found.theme.slug, found.page) : {};
}

export default async function Page({ params }: { params: Params }) {
  await pageLocale(params);
  const found = await themePage(params);
  if (!found) notFound();
  return <ThemeListingView theme={found.theme.slug} emoji={found.theme.emoji} page={found.page} />;
}
