import { getLocale, getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ReactNode } from 'react';
import { CtaBand } from '@/components/marketing/cta-band';
import { Faq } from '@/components/marketing/faq';
import { Hero } from '@/components/marketing/hero';
import { Steps } from '@/components/marketing/steps';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { toolByKey, type ToolKey } from '@/lib/catalogue/tools';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Example } from './examples';
import { ExamplesSection } from './examples-section';

type LandingKey = Extract<ToolKey, 'photoToColoringPage' | 'photoToLineArt' | 'photoToLineDrawing' | 'colorizeDrawing'>;
type ToolLandingPageProps = { toolKey: LandingKey; signedIn: boolean; examples: Example[]; tryPanel: ReactNode };

const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/**
 * The public page of a tool of this issue: what it does with a real example, a try-it panel that
 * runs on the visitor's device, real before/after examples, the how-to, the FAQ and the way in.
 */
export async function ToolLandingPage({ toolKey, signedIn, examples, tryPanel }: ToolLandingPageProps) {
  const t = await getTranslations(`tools.${toolKey}`);
  const common = await getTranslations('tools.common');
  const faq = await getTranslations(`converter.faq.${toolKey}`);
  const labels = await getTranslations('landingExamples');
  const locale = (await getLocale()) as Locale;
  const tool = toolByKey(toolKey);
  const [hero] = examples;
  const after = labels(`after.${toolKey}`);

  const art = (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-sm">
      <Image src={hero.photo} alt={labels('photoAlt', { subject: labels(`subjects.${hero.id}`) })} width={640} height={453} priority className="absolute top-0 left-0 w-3/4 -rotate-3 rounded-card border-4 border-white shadow-lift" />
      <Image src={hero.page} alt={labels('pageAlt', { subject: labels(`subjects.${hero.id}`) })} width={640} height={453} priority className="absolute right-0 bottom-4 w-3/4 rotate-2 rounded-card border-4 border-white bg-white shadow-lift" />
    </div>
  );
  const actions = signedIn ? (
    <LinkButton href={tool.dashboard} size="lg">
      {common('openTool')}
    </LinkButton>
  ) : (
    <>
      <LinkButton href="#try" size="lg">
        {labels('tryNow')}
      </LinkButton>
      <LinkButton href={{ pathname: '/login', query: { from: localizedPath(locale, tool.dashboard) } }} variant="secondary" size="lg">
        {common('logIn')}
      </LinkButton>
    </>
  );

  return (
    <>
      <Hero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} actions={actions} note={signedIn ? null : common('freeNote')} art={art} />
      <section id="try" className="scroll-mt-20 py-12">
        <Container>{tryPanel}</Container>
      </section>
      <ExamplesSection examples={examples} afterLabel={after} />
      <Steps title={common('howItWorks')} steps={(['step1', 'step2', 'step3'] as const).map((k) => ({ title: t(`${k}Title`), body: t(`${k}Body`) }))} />
      <Faq title={faq('title')} items={FAQ_KEYS.filter((k) => faq.has(`${k}.question`)).map((k) => ({ question: faq(`${k}.question`), answer: faq(`${k}.answer`) }))} />
      <CtaBand
        title={common('ctaTitle')}
        body={common('ctaBody')}
        actions={
          <LinkButton href={signedIn ? tool.dashboard : '/register'} size="lg" variant="secondary" className="border-0 bg-white text-brand-700 hover:bg-brand-50">
            {signedIn ? common('openTool') : common('signUp')}
          </LinkButton>
        }
      />
    </>
  );
}
