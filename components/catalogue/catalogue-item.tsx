import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { Container } from '@/components/ui/container';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { previewUrl } from '@/lib/catalogue/files';
import { PAPER_PX, paperForLocale } from '@/lib/paper';
import { morePagesLike, type CataloguePage } from '@/lib/catalogue/pages';
import { catalogueText } from '@/lib/catalogue/text';
import { findTheme } from '@/lib/catalogue/themes';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbList, creativeWork } from '@/lib/seo/structured-data';
import { CatalogueGrid } from './catalogue-grid';
import { CatalogueActions, CataloguePreview } from './catalogue-paper';

const OPENMOJI_URL = 'https://openmoji.org/';
const LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';

/** The description of a catalogue page in the reader's language (also its meta description). */
export function descriptionKey(page: CataloguePage) {
  return page.audience === 'kids' ? 'descriptionKids' : page.audience === 'teens' ? 'descriptionTeens' : 'descriptionAdults';
}

/**
 * One printable page: the big preview on the reader's paper, downloads, print, "Color online",
 * tags, the OpenMoji credit and more pages of the theme.
 */
export async function CatalogueItem({ page }: { page: CataloguePage }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('catalogue');
  const themes = await getTranslations('themes');
  const theme = findTheme(page.theme)!;
  const text = catalogueText(page, locale);
  const title = text.title;
  const themeName = themes(`${page.theme}.name`);
  const path = `/${page.theme}/${page.handle}`;
  const paper = paperForLocale(locale);
  const structured = [
    creativeWork(locale, {
      name: title,
      description: text.description,
      path,
      image: { path: previewUrl(page.handle, paper), ...PAPER_PX[paper] },
      keywords: page.tags.map((tag) => themes(`tags.${tag}.title`)),
      credit: t.markup('credit', { openmoji: (chunks) => chunks, license: (chunks) => chunks }),
    }),
    breadcrumbList(locale, 'Colorwell', [
      { name: themeName, path: `/${page.theme}` },
      { name: title, path },
    ]),
  ];
  return (
    <>
      <JsonLd data={structured} />
      <Container className="py-6 sm:py-10">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] lg:items-start">
          <div className="mx-auto w-full max-w-xl rounded-card border border-line bg-white p-3 shadow-soft sm:p-4">
            <CataloguePreview handle={page.handle} alt={text.alt} />
          </div>
          <div className="flex flex-col gap-5">
            <PageLink
              href={`/${page.theme}`}
              className="inline-flex w-fit items-center gap-2 text-sm font-extrabold tracking-wider text-accent uppercase hover:underline"
            >
              <EmojiIcon emoji={theme.emoji} className="h-6 w-6" />
              {themeName}
            </PageLink>
            <h1 className="text-3xl font-black tracking-tight text-balance sm:text-4xl">{title}</h1>
            <p className="text-lg text-muted text-pretty">{text.description}</p>
            <p className="text-muted text-pretty">{t(descriptionKey(page), { title })}</p>
            <div>
              <PageLink href={`/${page.audience === 'kids' ? 'kid' : page.audience === 'teens' ? 'teen' : 'adult'}-coloring-pages`}>
                <Badge tone="sun">{t(`audience.${page.audience}`)}</Badge>
              </PageLink>
            </div>
            <CatalogueActions handle={page.handle} locale={locale} />
            <div>
              <h2 className="text-sm font-extrabold tracking-wider text-muted uppercase">{t('tagsTitle')}</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {page.tags.map((tag) => (
                  <li key={tag}>
                    <PageLink
                      href={`/tag/${tag}`}
                      className="inline-flex rounded-pill border border-line bg-surface px-3 py-1 text-sm font-bold hover:bg-surface-muted"
                    >
                      {themes(`tags.${tag}.title`)}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </div>
            <p className="border-t border-line pt-4 text-xs text-muted">
              {t.rich('credit', {
                openmoji: (chunks) => (
                  <a href={OPENMOJI_URL} className="underline" rel="noopener">
                    {chunks}
                  </a>
                ),
                license: (chunks) => (
                  <a href={LICENSE_URL} className="underline" rel="license noopener">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          </div>
        </div>
      </Container>
      <section aria-labelledby="more-title" className="py-10">
        <Container>
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="more-title" className="text-2xl font-extrabold tracking-tight">
              {t('moreTitle', { theme: themeName })}
            </h2>
            <PageLink href={`/${page.theme}`} className="font-bold text-accent hover:underline">
              {t('allOfTheme', { theme: themeName })}
            </PageLink>
          </div>
          <CatalogueGrid pages={morePagesLike(page, 5)} size="compact" />
        </Container>
      </section>
    </>
  );
}
