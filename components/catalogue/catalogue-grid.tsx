import { getLocale, getTranslations } from 'next-intl/server';
import { previewUrl } from '@/lib/catalogue/files';
import { PAPER_MM } from '@/lib/paper';
import type { CataloguePage } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import type { Locale } from '@/lib/i18n/locales';
import { PageCardGrid, type PageCard } from './page-card-grid';

/** Cards of catalogue pages, titled in the reader's language, each linking to its item page. */
export async function CatalogueGrid({ pages, size, eager = 0 }: { pages: CataloguePage[]; size?: 'regular' | 'compact'; eager?: number }) {
  const t = await getTranslations('catalogue');
  const locale = (await getLocale()) as Locale;
  const a4 = PAPER_MM.a4;
  const cards: PageCard[] = pages.map((page) => ({
    key: page.handle,
    href: `/${page.theme}/${page.handle}`,
    title: catalogueText(page, locale).title,
    image: { src: previewUrl(page.handle, 'a4'), width: a4.w * 2, height: a4.h * 2 },
    note: t(`audience.${page.audience}`),
  }));
  return <PageCardGrid cards={cards} size={size} eager={eager} />;
}
