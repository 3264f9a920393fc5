import { getLocale, getTranslations } from 'next-intl/server';
import type { CataloguePage } from '@/lib/catalogue/pages';
import { listingPageCount, listingPagePath, listingSlice } from '@/lib/catalogue/listing-pages';
import { catalogueText } from '@/lib/catalogue/text';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { localizedPath, toLocale } from '@/lib/i18n/locales';
import { breadcrumbList, itemList } from '@/lib/seo/structured-data';
import { CatalogueGrid } from './catalogue-grid';

type CatalogueListingProps = {
  /** Every page of the listing; this page shows the `current` slice of them. */
  pages: CataloguePage[];
  /** 1-based page of the listing (its route has checked it is one). */
  current?: number;
  heading?: string;
  /** The listing's own name and path (without language), for its breadcrumb, item list and page links. */
  listing: { name: string; path: string };
};

/** The page count, one page of the listing's cards and, when it is long, links to its other pages. */
export async function CatalogueListing({ pages, current = 1, heading, listing }: CatalogueListingProps) {
  const t = await getTranslations('catalogue');
  const locale = toLocale(await getLocale());
  const count = listingPageCount(pages.length);
  const { shown, first } = listingSlice(pages, current);
  const hrefOf = (n: number) => localizedPath(locale, listingPagePath(listing.path, n));
  const items = shown.map((page) => ({ name: catalogueText(page, locale).title, path: `/${page.theme}/${page.handle}` }));
  const name = current > 1 ? t('titleOfPage', { title: listing.name, page: current }) : listing.name;
  return (
    <section aria-label={heading ?? t('count', { count: pages.length })}>
      {/* React puts these in the document's head: the neighbouring pages of this one. */}
      {current > 1 ? <link rel="prev" href={hrefOf(current - 1)} /> : null}
      {current < count ? <link rel="next" href={hrefOf(current + 1)} /> : null}
      <JsonLd data={[itemList(locale, name, items, first), breadcrumbList(locale, 'Colorwell', [{ name, path: listingPagePath(listing.path, current) }])]} />
      {heading ? <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h2> : null}
      <p className="mb-5 text-sm font-bold text-muted">
        {t('count', { count: pages.length })}
        {count > 1 ? ` · ${t('pageOf', { page: current, pages: count })}` : null}
      </p>
      <CatalogueGrid pages={shown} eager={4} />
      <Pagination
        current={current}
        count={count}
        hrefOf={hrefOf}
        labels={{ nav: t('pagination'), previous: t('previous'), next: t('next'), page: (page) => t('pageLink', { page }) }}
      />
    </section>
  );
}
