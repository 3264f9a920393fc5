import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { PageLinkButton } from '@/components/ui/page-link';
import { Hero } from './hero';
import { ThemeGrid } from './theme-grid';

export type Audience = 'adult' | 'kid' | 'teen';

const ideaKeys = ['idea1', 'idea2', 'idea3'] as const;

/** Coloring pages for one audience: what suits them, its catalogue pages (children), ideas, and the themes to browse. */
export async function AudienceLanding({ audience, children }: { audience: Audience; children?: ReactNode }) {
  const t = await getTranslations(`audiences.${audience}`);
  const common = await getTranslations('audiences.common');
  return (
    <>
      <Hero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={
          <>
            <PageLinkButton href="/ai-coloring-page-generator" size="lg">
              {common('create')}
            </PageLinkButton>
            <PageLinkButton href="/all-free-coloring-pages-printable" variant="secondary" size="lg">
              {common('browseFree')}
            </PageLinkButton>
          </>
        }
      />
      {children ? <Container className="py-10">{children}</Container> : null}
      <section aria-labelledby="ideas-title" className="py-16">
        <Container>
          <Heading id="ideas-title">{common('ideasTitle')}</Heading>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {ideaKeys.map((key) => (
              <li key={key} className="rounded-card border border-line bg-surface p-6 shadow-soft">
                <h3 className="text-lg font-extrabold">{t(`${key}Title`)}</h3>
                <p className="mt-2 text-muted">{t(`${key}Body`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <ThemeGrid title={common('themesTitle')} />
    </>
  );
}
