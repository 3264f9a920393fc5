import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageLinkButton } from '@/components/ui/page-link';
import type { ThemeSlug } from '@/lib/catalogue/themes';
import { ThemeGrid } from './theme-grid';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { Phrases } from '@/components/ui/phrases';

type CollectionPageProps = {
  title: string;
  lead: string;
  emoji?: string;
  /** The theme being shown, left out of the "more themes" list. */
  theme?: ThemeSlug;
  /** Printable pages of the collection; empty until the catalogue publishes some. */
  children?: ReactNode;
};

/** A listing of coloring pages (theme, tag, audience, gallery) with an honest empty state. */
export async function CollectionPage({ title, lead, emoji, theme, children }: CollectionPageProps) {
  const t = await getTranslations('collection');
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-canvas dark:from-surface-muted/50">
        <Container className="py-14 sm:py-16">
          {emoji ? <EmojiIcon emoji={emoji} className="h-16 w-16" /> : null}
          <h1 className="mt-3 text-4xl font-black tracking-tight text-balance sm:text-5xl">
            <Phrases>{title}</Phrases>
          </h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{lead}</p>
        </Container>
      </section>
      <Container className="py-6">
        {children ?? (
          <div className="rounded-card border-2 border-dashed border-line bg-surface p-8 text-center sm:p-12">
            <h2 className="text-2xl font-extrabold">{t('emptyTitle')}</h2>
            <p className="mx-auto mt-3 max-w-prose text-muted">{t('emptyBody')}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <PageLinkButton href="/ai-coloring-page-generator">{t('createOwn')}</PageLinkButton>
              <PageLinkButton href="/convert-photo-to-coloring-page" variant="secondary">
                {t('fromPhoto')}
              </PageLinkButton>
            </div>
          </div>
        )}
      </Container>
      <ThemeGrid title={t('moreThemes')} exclude={theme} />
    </>
  );
}
