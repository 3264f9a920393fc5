import { getLocale, getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { CtaBand } from '@/components/marketing/cta-band';
import { Faq } from '@/components/marketing/faq';
import { Hero } from '@/components/marketing/hero';
import { Steps } from '@/components/marketing/steps';
import { Container } from '@/components/ui/container';
import { LinkButton } from '@/components/ui/link-button';
import { toolByKey } from '@/lib/catalogue/tools';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { GeneratorKind } from './generator-api';
import { promptExamples } from './generator-header';
import { GeneratorTool } from './generator-tool';
import { exampleSrc, STUDIO_EXAMPLES } from './studio-examples';

const TOOL_KEY = { text: 'textToColoringPage', ai: 'aiGenerator', name: 'nameGenerator' } as const;
const FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

/** The public page of a generator: a real page, a free try, more real pages, how-to, FAQ, way in. */
export async function GeneratorLanding({ kind, signedIn }: { kind: GeneratorKind; signedIn: boolean }) {
  const toolKey = TOOL_KEY[kind];
  const t = await getTranslations(`tools.${toolKey}`);
  const common = await getTranslations('tools.common');
  const g = await getTranslations('generators');
  const studio = await getTranslations('studio');
  const locale = (await getLocale()) as Locale;
  const tool = toolByKey(toolKey);
  const examples = STUDIO_EXAMPLES[kind];
  const [hero, second] = examples;
  const alt = (prompt: string) => g('landing.exampleAlt', { prompt });

  const art = (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-sm">
      <Image src={exampleSrc(second.file)} alt={alt(second.prompt)} width={560} height={792} priority className="absolute top-0 left-0 w-3/5 -rotate-3 rounded-card border-4 border-white bg-white shadow-lift" />
      <Image src={exampleSrc(hero.file)} alt={alt(hero.prompt)} width={560} height={792} priority className="absolute right-0 bottom-0 w-3/5 rotate-2 rounded-card border-4 border-white bg-white shadow-lift" />
    </div>
  );
  const actions = signedIn ? (
    <LinkButton href={tool.dashboard} size="lg">
      {common('openTool')}
    </LinkButton>
  ) : (
    <>
      <LinkButton href="#try" size="lg">
        {g('landing.tryNow')}
      </LinkButton>
      <LinkButton href={{ pathname: '/login', query: { from: localizedPath(locale, tool.dashboard) } }} variant="secondary" size="lg">
        {common('logIn')}
      </LinkButton>
    </>
  );

  return (
    <>
      <Hero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} actions={actions} note={signedIn ? null : common('freeNote')} art={art} />
      <section id="try" aria-labelledby="try-title" className="scroll-mt-20 py-12">
        <Container className="max-w-5xl">
          <h2 id="try-title" className="mb-2 text-2xl font-extrabold sm:text-3xl">
            {g('landing.tryTitle')}
          </h2>
          <p className="mb-6 text-muted">{signedIn ? g('landing.tryLeadSignedIn') : g('landing.tryLead')}</p>
          <GeneratorTool kind={kind} signedIn={signedIn} dashboardPath={tool.dashboard} examples={await promptExamples(kind)} />
        </Container>
      </section>
      <section aria-labelledby="examples-title" className="py-12">
        <Container>
          <h2 id="examples-title" className="text-2xl font-extrabold sm:text-3xl">
            {g('landing.examplesTitle')}
          </h2>
          <p className="mt-2 text-muted">{g('landing.examplesLead')}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {examples.slice(0, 4).map((example) => (
              <li key={example.file} className="overflow-hidden rounded-card border border-line bg-surface shadow-soft">
                <Image src={exampleSrc(example.file)} alt={alt(example.prompt)} width={560} height={792} className="h-auto w-full bg-white" />
                <p className="p-3 text-sm font-bold" lang={example.lang}>
                  “{example.prompt}”
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted">
            {studio('credits.openmoji')}
            {kind === 'name' ? ` · ${studio('credits.fonts')}` : null}
          </p>
        </Container>
      </section>
      <Steps title={common('howItWorks')} steps={(['step1', 'step2', 'step3'] as const).map((k) => ({ title: t(`${k}Title`), body: t(`${k}Body`) }))} />
      <Faq title={g('faq.title')} items={FAQ_KEYS.filter((k) => g.has(`faq.${kind}.${k}.question`)).map((k) => ({ question: g(`faq.${kind}.${k}.question`), answer: g(`faq.${kind}.${k}.answer`) }))} />
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
