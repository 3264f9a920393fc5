import { getLocale, getTranslations } from 'next-intl/server';
import { ColoringWorkspace } from '@/components/coloring-canvas/coloring-workspace';
import { Container } from '@/components/ui/container';
import { previewUrl } from '@/lib/catalogue/files';
import { findCataloguePage, popularPages } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueHandleOf, EXAMPLE_PAGES, type ColoringPageSource } from '@/lib/coloring-pages';
import { pages } from '@/lib/seo/pages';

/** Heading and workspace of online coloring; the dashboard page renders the same view. */
export async function OnlineColoringView({ basePath, page, signedIn }: { basePath: string; page: ColoringPageSource | null; signedIn: boolean }) {
  const t = await getTranslations('coloring');
  // Catalogue pages are titled in the reader's language here; the loader knows only their handle.
  const locale = (await getLocale()) as Locale;
  const handle = page ? catalogueHandleOf(page.id) : null;
  const item = handle ? findCataloguePage(handle) : undefined;
  const shown = page && item ? { ...page, title: catalogueText(item, locale).title } : page;
  // The picker (an empty canvas) also offers the catalogue's popular pages. A bundled example titled like
  // one of them in the reader's language is left out (two "Rocket in space" cards would look like one page
  // twice, and the catalogue's drawing is the richer one).
  const catalogue = page
    ? []
    : popularPages().map((p) => ({ id: `catalogue:${p.handle}`, src: previewUrl(p.handle, 'a4'), title: catalogueText(p, locale).title }));
  const catalogueTitles = new Set(catalogue.map((p) => p.title));
  const examples = EXAMPLE_PAGES.filter((example) => !catalogueTitles.has(t(`examples.${example.titleKey}` as 'examples.rocket-space')));
  return (
    <Container className="py-4 sm:py-6">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('heading')}</h1>
      {!page && <p className="mt-2 mb-6 max-w-prose text-muted">{t('lead')}</p>}
      <div className={page ? 'mt-3' : ''}>
        <ColoringWorkspace basePath={basePath} page={shown} examples={examples} catalogue={catalogue} cataloguePath={pages.allFree.path} signedIn={signedIn} />
      </div>
    </Container>
  );
}
