import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { PageLinkButton } from '@/components/ui/page-link';
import { FREE_DAILY_GENERATIONS } from '@/lib/catalogue/plans';
import { CtaBand } from './cta-band';
import { Faq } from './faq';
import { Hero } from './hero';
import { Steps } from './steps';
import { ThemeGrid } from './theme-grid';
import { ToolGrid } from './tool-grid';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { PopularStrip } from '@/components/catalogue/popular-strip';
import type { CataloguePage } from '@/lib/catalogue/pages';

const trustKeys = ['privacy', 'print', 'kids'] as const;
const trustIcons = { privacy: '🔒', print: '🖨️', kids: '🧒' } as const;
const faqKeys = ['q1', 'q2', 'q3', 'q4'] as const;

export async function HomePage({ popular }: { popular: CataloguePage[] }) {
  const t = await getTranslations('home');
  return (
    <>
      <Hero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        actions={
          <>
            <PageLinkButton href="/ai-coloring-page-generator" size="lg">
              {t('hero.primary')}
            </PageLinkButton>
            <PageLinkButton href="/all-free-coloring-pages-printable" variant="secondary" size="lg">
              {t('hero.secondary')}
            </PageLinkButton>
          </>
        }
        note={t('hero.note', { count: FREE_DAILY_GENERATIONS })}
      />
      <ToolGrid title={t('tools.title')} lead={t('tools.lead')} />
      <Steps
        title={t('steps.title')}
        steps={(['step1', 'step2', 'step3'] as const).map((key) => ({
          title: t(`steps.${key}Title`),
          body: t(`steps.${key}Body`),
        }))}
      />
      <PopularStrip pages={popular} />
      <ThemeGrid title={t('themesTitle')} />
      <section aria-labelledby="trust-title" className="py-16">
        <Container>
          <Heading id="trust-title" align="center" lead={t('trust.lead')}>
            {t('trust.title')}
          </Heading>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {trustKeys.map((key) => (
              <li key={key} className="rounded-card bg-surface-muted p-6">
                <EmojiIcon emoji={trustIcons[key]} className="h-12 w-12" />
                <h3 className="mt-3 text-lg font-extrabold">{t(`trust.${key}Title`)}</h3>
                <p className="mt-2 text-muted">{t(`trust.${key}Body`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <Faq
        title={t('faq.title')}
        items={faqKeys.map((key) => ({
          question: t(`faq.${key}`),
          answer: t(`faq.${key}Answer`, { count: FREE_DAILY_GENERATIONS }),
        }))}
      />
      <CtaBand
        title={t('cta.title')}
        body={t('cta.body')}
        actions={
          <PageLinkButton href="/register" size="lg" variant="onBrand">
            {t('cta.button')}
          </PageLinkButton>
        }
      />
    </>
  );
}
