import { getLocale, getTranslations } from 'next-intl/server';
import type { CataloguePage } from '@/lib/catalogue/pages';
import { CATALOGUE_PAGE_SIZE } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { Link } from '@/lib/i18n/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbList, itemList } from '@/lib/seo/structured-data';
import { CatalogueGrid } from './catalogue-grid';

type CatalogueListingProps = {
  pages: CataloguePage[];
  /** 1-based page of the listing; only listings given a `basePath` are split into pages. */
  current?: number;
  basePath?: string;
  heading?: string;
  /** The listing's own name and path (without language), for its breadcrumb and item list. */
  listing: { name: string; path: string };
};

/** The page count, a grid of cards and, when the listing is long, links to its other pages. */
export async function CatalogueListing({ pages, current = 1, basePath, heading, listing }: CatalogueListingProps) {
  const t = await getTranslations('catalogue');
  const locale = (await getLocale()) as Locale;
  const pageCount = basePath ? Math.max(1, Math.ceil(pages.length / CATALOGUE_PAGE_SIZE)) : 1;
  const shown = basePath ? pages.slice((current - 1) * CATALOGUE_PAGE_SIZE, current * CATALOGUE_PAGE_SIZE) : pages;
  const hrefOf = (n: number) => (n === 1 ? basePath! : { pathname: basePath!, query: { page: String(n) } });
  const items = shown.map((page) => ({ name: catalogueText(page, locale).title, path: `/${page.theme}/${page.handle}` }));
  const ownPath = current > 1 ? `${listing.path}?page=${current}` : listing.path;
  return (
    <section aria-label={heading ?? t('count', { count: pages.length })}>
      <JsonLd data={[itemList(locale, listing.name, items), breadcrumbList(locale, 'Colorwell', [{ name: listing.name, path: ownPath }])]} />
      {heading ? <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{heading}</h2> : null}
      <p className="mb-5 text-sm font-bold text-muted">{t('count', { count: pages.length })}</p>
      <CatalogueGrid pages={shown} eager={4} />
      {pageCount > 1 ? (
        <nav aria-label={t('pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-3">
          {current > 1 ? (
            <Link href={hrefOf(current - 1)} rel="prev" className={buttonClasses('secondary', 'sm')}>
              {t('previous')}
            </Link>
          ) : null}
          <span className="text-sm font-bold text-muted" aria-current="page">
            {t('pageOf', { page: current, pages: pageCount })}
          </span>
          {current < pageCount ? (
            <Link href={hrefOf(current + 1)} rel="next" className={buttonClasses('secondary', 'sm')}>
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
